import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { newBrowser } from '../../apps/server/test/helpers/push-service.ts';
import { useBrowser } from '../support/browser.ts';
import { MOBILE } from '../support/chromium.ts';
import { callApi, EDITOR, READER, signInWithPin } from '../support/flows.ts';
import { cachedUrls, controlled } from '../support/offline.ts';
import { useLocalPushService, usePushService } from '../support/push.ts';

const b = useBrowser();
const pushes = useLocalPushService();
const contexts: BrowserContext[] = [];
afterAll(() => Promise.all(contexts.map((context) => context.close())));

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** Long enough for the editor to save before it; the due-publications job then runs every 5 s. */
const SCHEDULED_AHEAD_MS = 25_000;

/** The reader's phone: signed in, push on through the local push service, following the contact. */
async function readerFollowing(contactName: string) {
  const device = pushes.device('reader-phone');
  const context = await b.browser.newContext({ ...MOBILE, baseURL: inject('baseUrl') });
  contexts.push(context);
  await context.addInitScript(usePushService, device.subscription);
  const page = await context.newPage();
  await signInWithPin(page, READER, '1234', '/app/settings/notification');
  await controlled(page);
  await context.grantPermissions(['notifications'], { origin: inject('baseUrl') });
  const pushSwitch = page.getByRole('switch', { name: 'Notifications push sur cet appareil' });
  await pushSwitch.click();
  await expect.poll(() => pushSwitch.isChecked()).toBe(true);
  const contacts = await callApi<Array<{ id: string; firstname: string; lastname: string }>>(
    page,
    'GET',
    '/poi_contact?search=',
  );
  const contact = contacts.find((c) => `${c.firstname} ${c.lastname}` === contactName)!;
  await callApi(page, 'POST', `/focus_contact/${contact.id}/set`);
  await callApi(page, 'POST', `/notify_contact/${contact.id}/set`);
  return { page, device };
}

/** The editor at a desk: a wide screen, signed in, in the newsroom. */
async function editorAtDesk(): Promise<Page> {
  const context = await b.browser.newContext({
    viewport: { width: 1280, height: 900 },
    baseURL: inject('baseUrl'),
  });
  contexts.push(context);
  const page = await context.newPage();
  await signInWithPin(page, EDITOR, '1234', '/app/redaction');
  await page.getByRole('form', { name: 'Éditeur' }).waitFor();
  return page;
}

/** A `datetime-local` value `ms` from now, in the browser's time zone, to the second. */
const localInputIn = (page: Page, ms: number) =>
  page.evaluate((ahead) => {
    const d = new Date(Date.now() + ahead);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
  }, ms);

interface Push {
  title: string;
  body: string;
  url: string;
}
/** The pushes the reader's phone received about the post titled `title` (a correction keeps its start). */
const pushesAbout = (device: ReturnType<typeof newBrowser>, title: string) =>
  (device.payloads() as Push[]).filter((payload) => payload.body.startsWith(title));

const focusTitles = async (page: Page) =>
  (await callApi<{ data: Array<{ id: string; title: string }> }>(page, 'GET', '/post/feed/focus')).data;

describe('the newsroom publishes to readers', () => {
  it('schedules a cited post with an attachment, pushes it once published, then corrects and retracts it everywhere, offline copies included', async () => {
    const reader = await readerFollowing('Gaëlle Le Goff');
    const editor = await editorAtDesk();
    const title = `Éolien flottant : la carte des zones soumise à consultation ${Date.now()}`;

    await editor.getByLabel('Titre').fill(title);
    await editor
      .getByLabel('Résumé')
      .fill('La carte des zones propices est publiée. Les régions ont un mois.');
    await editor
      .getByLabel('Description (markdown)')
      .fill('## Les faits\n\nLa **consultation** est ouverte.');
    const contacts = editor.getByRole('combobox', { name: 'Contacts cités' });
    await contacts.fill('gaelle');
    await editor.getByRole('option', { name: 'Gaëlle Le Goff' }).click();
    await editor.getByLabel('Ajouter des pièces jointes (PDF ou images)').setInputFiles({
      name: 'carte-zones.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await editor.getByRole('link', { name: 'carte-zones.pdf' }).waitFor();
    await editor.getByLabel('Choisir une image').setInputFiles({
      name: 'carte.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await editor.getByRole('img', { name: 'Image du post' }).waitFor();
    await editor.getByLabel('Date de publication').fill(await localInputIn(editor, SCHEDULED_AHEAD_MS));
    await editor.getByRole('button', { name: 'Programmer' }).click();
    const list = editor.getByRole('region', { name: 'Posts de la rédaction' });
    await list.getByRole('link', { name: new RegExp(title) }).waitFor();
    expect(await list.getByText('Programmé').count()).toBeGreaterThan(0);
    const postId = editor.url().split('/').pop()!;
    expect(postId).toMatch(/^[0-9a-f]{24}$/);

    // Not yet: neither in the reader's focus feed nor pushed.
    expect((await focusTitles(reader.page)).map((post) => post.id)).not.toContain(postId);
    expect(pushesAbout(reader.device, title)).toEqual([]);

    // Published at its time: one push, and the post heads Mes focus.
    await expect
      .poll(() => pushesAbout(reader.device, title).length, {
        timeout: SCHEDULED_AHEAD_MS + 30_000,
        interval: 1_000,
      })
      .toBe(1);
    expect(pushesAbout(reader.device, title)).toEqual([
      expect.objectContaining({ body: title, url: `/app/post/${postId}` }),
    ]);
    await reader.page.goto('/app');
    await reader.page.getByRole('tab', { name: 'Mes focus' }).click();
    const focus = reader.page.getByRole('tabpanel', { name: 'Mes focus' });
    expect(await focus.getByRole('article').first().getByRole('heading').textContent()).toBe(title);
    await reader.page.goto(`/app/post/${postId}`);
    expect(await reader.page.getByRole('link', { name: /carte-zones\.pdf/ }).getAttribute('href')).toMatch(
      /^\/api\/v1\/files\/[0-9a-f]{24}$/,
    );

    // The reader keeps it offline.
    await reader.page.goto('/app/settings/cache');
    await reader.page.getByRole('button', { name: 'Remplir le cache dynamique' }).click();
    await reader.page.getByText(/^Mise en cache : ([\d\s]+) \/ \1$/).waitFor();
    expect(await cachedUrls(reader.page, 'vigie-api')).toContain(`/api/v1/post/${postId}`);
    const picture = (await callApi<{ img: string }>(reader.page, 'GET', `/post/${postId}`)).img;
    expect(await cachedUrls(reader.page, 'vigie-images')).toContain(picture);

    // A correction reaches the reader, with no second push.
    const corrected = `${title} (carte rectifiée)`;
    await editor.getByLabel('Titre').fill(corrected);
    await editor.getByRole('button', { name: 'Enregistrer la correction' }).click();
    await list.getByRole('link', { name: /carte rectifiée/ }).waitFor();
    await expect.poll(async () => (await focusTitles(reader.page))[0]?.title).toBe(corrected);

    // Retraction, after confirmation: gone from feeds, search and page, then from the offline copies.
    await editor.getByRole('button', { name: 'Retirer', exact: true }).click();
    await editor.getByRole('alertdialog').getByRole('button', { name: 'Retirer', exact: true }).click();
    await editor.getByText('Ce post est retiré : il ne se modifie plus.').waitFor();
    expect((await focusTitles(reader.page)).map((post) => post.id)).not.toContain(postId);
    // The line of the first fill stays on screen: wait for what this one does, not for the line.
    await reader.page.getByRole('button', { name: 'Remplir le cache dynamique' }).click();
    await expect
      .poll(() => cachedUrls(reader.page, 'vigie-api'), { timeout: 15_000 })
      .not.toContain(`/api/v1/post/${postId}`);
    await expect
      .poll(() => cachedUrls(reader.page, 'vigie-images'), { timeout: 5_000 })
      .not.toContain(picture);
    await reader.page.context().setOffline(true);
    await reader.page.goto('/app');
    await reader.page.getByRole('tab', { name: 'Mes focus' }).click();
    await focus.getByRole('article').first().waitFor();
    expect(await focus.getByRole('heading', { name: /carte rectifiée/ }).count()).toBe(0);
    await reader.page.goto(`/app/post/${postId}`);
    expect(await reader.page.getByRole('alert').textContent()).toContain('Hors ligne');
    await reader.page.context().setOffline(false);
    expect(pushesAbout(reader.device, title).length).toBe(1);
  }, 120_000);
});
