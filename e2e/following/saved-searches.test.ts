import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { axeInBothThemes } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { addReader, signInWithPin } from '../support/flows.ts';
import { deliverToWorker, useLocalPushService, usePushService } from '../support/push.ts';
import { runCli } from '../support/server.ts';

const b = useBrowser();
const READER = 'veille-hydro@vigie.example';
const PASSWORD = 'recherche-password-1';
const QUERY = 'hydrolienne';
const pushes = useLocalPushService();

beforeAll(async () => {
  // Their focus feed holds the search's matches alone.
  await addReader(READER, PASSWORD, 'Hugo', 'Veille');
});

/** Publishes a post through the CLI import, as an editor's tooling does. */
async function publish(title: string): Promise<string> {
  const id = randomBytes(12).toString('hex');
  const file = path.join(os.tmpdir(), `vigie-e2e-search-${Date.now()}.json`);
  // Dated long ago: newly published all the same, it stays out of the latest posts other scenarios read.
  const post = { id, title, type: 'news', publish_date: '2024-01-16T09:00:00+01:00' };
  await writeFile(file, JSON.stringify({ posts: [post] }));
  await runCli(inject('dataDir'), 'import', file);
  return id;
}

describe('a followed search', () => {
  it('is followed from Explorer, notified from Mes focus, and pushes its next match titled with the query', async () => {
    const device = pushes.device('search-reader-phone');
    const page = await b.newPage();
    await page.context().addInitScript(usePushService, device.subscription);
    await signInWithPin(page, READER, '1234', '/app/settings/notification', PASSWORD);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
    await page.context().grantPermissions(['notifications'], { origin: b.baseUrl });
    const pushSwitch = page.getByRole('switch', { name: 'Notifications push sur cet appareil' });
    await pushSwitch.click();
    await expect.poll(() => pushSwitch.isChecked()).toBe(true);

    await page.goto('/app/explorer');
    await page.getByRole('tab', { name: 'Contenus' }).click();
    const contents = page.getByRole('tabpanel', { name: 'Contenus' });
    await contents.getByRole('searchbox', { name: 'Rechercher des contenus' }).fill(QUERY);
    await contents.getByRole('button', { name: 'Suivre cette recherche' }).click();
    await contents.getByRole('button', { name: 'Recherche suivie' }).waitFor();
    expect(await axeInBothThemes(page)).toEqual({ light: [], dark: [] });

    await page.goto('/app/my-focus');
    await page.getByRole('tab', { name: 'Recherches' }).click();
    const searches = page.getByRole('tabpanel', { name: 'Recherches' });
    await searches.getByText(`« ${QUERY} »`).waitFor();
    expect(await axeInBothThemes(page)).toEqual({ light: [], dark: [] });
    await page.getByRole('button', { name: 'Modifier mes focus' }).click();
    await searches.getByRole('button', { name: `Notifications : ${QUERY}` }).click();
    await page.getByRole('button', { name: 'Valider' }).click();
    await page.getByRole('button', { name: 'Modifier mes focus' }).waitFor();

    const title = 'Hydrolienne du Raz Blanchard : le parc pilote raccordé au réseau';
    const id = await publish(title);
    await expect.poll(() => device.payloads().length, { timeout: 10_000 }).toBe(1);
    const payload = device.payloads()[0];
    expect(payload).toMatchObject({ title: `Recherche « ${QUERY} »`, body: title, url: `/app/post/${id}` });
    await deliverToWorker(page, payload);
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => n.title),
        ),
      )
      .toEqual([`Recherche « ${QUERY} »`]);

    await page.goto('/app');
    await page.getByRole('tab', { name: /^Mes focus/ }).click();
    await page
      .getByRole('tabpanel', { name: /^Mes focus/ })
      .getByRole('heading', { name: title })
      .waitFor();
  });
});
