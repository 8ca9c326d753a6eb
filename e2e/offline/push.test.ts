import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { MOBILE } from '../support/chromium.ts';
import { ANALYST, callApi, signInWithPin } from '../support/flows.ts';
import { deliverToWorker, useLocalPushService, usePushService } from '../support/push.ts';
import { runCli } from '../support/server.ts';

const b = useBrowser();
const pushes = useLocalPushService();

describe('push notifications', () => {
  it('SWNotif subscribes and pings; a post on a notified theme becomes a notification; SWNotif unsubscribes', async () => {
    const device = pushes.device('analyst-phone');
    const context = await b.browser.newContext({ ...MOBILE, baseURL: inject('baseUrl') });
    await context.addInitScript(usePushService, device.subscription);
    const page = await context.newPage();
    await signInWithPin(page, ANALYST, '1234', '/app/settings/notification');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });

    const pushSwitch = page.getByRole('switch', { name: 'Notifications push sur cet appareil' });
    expect(await pushSwitch.isChecked()).toBe(false);
    // The user says yes when the switch asks.
    await context.grantPermissions(['notifications'], { origin: inject('baseUrl') });
    await pushSwitch.click();
    await expect.poll(() => pushSwitch.isChecked()).toBe(true);
    await page.getByText('Avancé').click();
    expect(await page.getByText(device.subscription.endpoint).count()).toBe(1);
    expect(await page.getByText('Accordée').count()).toBe(1);
    await page.getByRole('button', { name: 'Ping' }).click();
    await page.getByRole('status').filter({ hasText: 'Envoyé' }).waitFor();
    await expect.poll(() => device.payloads().length).toBe(1);

    const tree = await callApi<Array<{ id: string; item: string }>>(page, 'GET', '/poi_theme/tree');
    const energie = tree.find((theme) => theme.item === 'Énergie')!;
    await callApi(page, 'POST', `/notify_theme/${energie.id}/set`);
    const leaf = (
      await callApi<{ children: Array<{ id: string; children: Array<{ id: string }> }> }>(
        page,
        'GET',
        `/poi_theme/${energie.id}`,
      )
    ).children[0]!.children[0]!;
    const post = {
      id: randomBytes(12).toString('hex'),
      title: 'Tarifs réglementés : la CRE propose une hausse',
    };
    const file = path.join(os.tmpdir(), `vigie-e2e-push-${Date.now()}.json`);
    await writeFile(
      file,
      JSON.stringify({
        // Dated long ago: newly published all the same, it stays out of the latest posts and the trends
        // that other scenarios read.
        posts: [{ ...post, type: 'news', publish_date: '2024-01-15T09:00:00+01:00', themes: [leaf.id] }],
      }),
    );
    await runCli(inject('dataDir'), 'import', file);
    await expect.poll(() => device.payloads().length, { timeout: 10_000 }).toBe(2);
    const payload = device.payloads()[1];
    expect(payload).toMatchObject({ title: 'News', body: post.title, url: `/app/post/${post.id}` });

    await deliverToWorker(page, payload);
    await expect
      .poll(
        () =>
          page.evaluate(async () =>
            (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => [n.title, n.body]),
          ),
        // The worker wakes for the push: on a busy machine that takes more than the default second.
        { timeout: 10_000 },
      )
      .toEqual([['News', post.title]]);

    await pushSwitch.click();
    await expect.poll(() => pushSwitch.isChecked()).toBe(false);
    expect(
      await callApi(page, 'POST', '/notification/ping', { endpoint: device.subscription.endpoint }),
    ).toEqual([]);
    await context.close();
  });
});
