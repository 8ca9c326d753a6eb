import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { addReader, signInWithPin, tabBar } from '../support/flows.ts';

const b = useBrowser();
const EMAIL = 'apparence.chat@vigie.example';
const PASSWORD = 'apparence-password-1';

beforeAll(() => addReader(EMAIL, PASSWORD, 'Noé', 'Apparence'));

/** Opens a settings screen in the app, without reloading: the chat stays connected. */
const openInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
const chatTheme = (page: Page) => page.locator('converse-root').getAttribute('data-converse-theme');

describe("The open chat follows the app's language and theme", () => {
  it('relabels in English and follows the system theme at once, without a reload', async () => {
    const page = await b.newPage();
    await signInWithPin(page, EMAIL, '1234', '/app', PASSWORD);
    await tabBar(page).getByRole('link', { name: 'Messages' }).click();
    await page
      .getByTitle(/^Cliquez pour discuter avec/)
      .first()
      .waitFor({ timeout: 30_000 });
    expect(await chatTheme(page)).toBe('classic');

    await openInApp(page, '/app/settings/langue');
    await page.getByRole('button', { name: 'English' }).click();
    await page.emulateMedia({ colorScheme: 'dark' });
    await openInApp(page, '/app/settings/apparence');
    await page.getByRole('button', { name: 'Automatic' }).click();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Messages' })
      .click();
    await page
      .getByTitle(/^Click to chat with/)
      .first()
      .waitFor({ timeout: 10_000 });
    expect(await chatTheme(page)).toBe('dracula');

    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => chatTheme(page)).toBe('classic');
  }, 90_000);
});
