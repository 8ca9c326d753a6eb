import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { MOBILE } from '../support/chromium.ts';
import { addReader, callApi, signInWithPin } from '../support/flows.ts';
import { useNewsroomApi } from '../support/newsroom.ts';
import { controlled } from '../support/offline.ts';
import { useLocalPushService, usePushService } from '../support/push.ts';

const b = useBrowser();
const pushes = useLocalPushService();
const newsroom = useNewsroomApi();
// A reader of their own: the saved search and the language touch no other scenario.
const READER = { email: 'langue.push@vigie.example', password: 'langue-password-1' };

beforeAll(() => addReader(READER.email, READER.password, 'Lise', 'Langue'));

/** Chooses a language in Réglages > Langue, and waits for the device to tell the server. */
async function chooseLanguage(page: Page, from: string, to: 'Français' | 'English'): Promise<void> {
  const told = page.waitForResponse(
    (response) =>
      response.url().includes('/api/v1/notification/register?mode=update') &&
      response.request().postDataJSON().lang === (to === 'English' ? 'en' : 'fr'),
  );
  await page.getByRole('link', { name: from }).click();
  await page.getByRole('button', { name: to }).click();
  expect((await told).status()).toBe(204);
  await page.goBack();
}

// docs/product.md §4.6: a device's pushes are written in the language its app shows, from the change on.
describe('the language of pushes', () => {
  it('follows the language chosen in Réglages at once, without a restart', async () => {
    const device = pushes.device('language-phone');
    const context = await b.browser.newContext({ ...MOBILE, baseURL: inject('baseUrl') });
    await context.addInitScript(usePushService, device.subscription);
    const page = await context.newPage();
    await signInWithPin(page, READER.email, '1234', '/app/settings/notification', READER.password);
    await controlled(page);
    await context.grantPermissions(['notifications'], { origin: inject('baseUrl') });
    const pushSwitch = page.getByRole('switch', { name: 'Notifications push sur cet appareil' });
    await pushSwitch.click();
    await expect.poll(() => pushSwitch.isChecked()).toBe(true);
    const word = `polyglotte${Date.now()}`;
    const search = await callApi<{ id: string }>(page, 'POST', '/saved_search', {
      saved_search: { query: word },
    });
    await callApi(page, 'POST', `/saved_search/${search.id}/notify/set`);
    const titleOfPushAbout = async (title: string) => {
      await newsroom.publish(title);
      await expect
        .poll(() => device.payloads().some((push) => (push as { body: string }).body === title))
        .toBe(true);
      return (
        device.payloads().find((push) => (push as { body: string }).body === title) as { title: string }
      ).title;
    };

    await page.goto('/app/settings');
    await chooseLanguage(page, 'Langue', 'English');
    expect(await titleOfPushAbout(`Première ${word}`)).toBe(`Search “${word}”`);
    await chooseLanguage(page, 'Language', 'Français');
    expect(await titleOfPushAbout(`Seconde ${word}`)).toBe(`Recherche « ${word} »`);
    await context.close();
  });
});
