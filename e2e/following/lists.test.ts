import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { ANALYST, preferTheme, signInWithPin } from '../support/flows.ts';

const b = useBrowser();

describe('the alphabetical lists', () => {
  it('find a contact whatever the accents, and open it', async () => {
    const page = await b.newPage();
    await signInWithPin(page, ANALYST, '1234', '/app/explorer');
    const panel = page.getByRole('tabpanel', { name: 'Contacts' });
    await panel.getByRole('link').first().waitFor();
    await panel.getByRole('searchbox', { name: 'Rechercher un contact' }).fill('barthelemy');
    await expect
      .poll(() => panel.getByRole('link').allTextContents())
      .toEqual([expect.stringContaining('Céline Barthélémy')]);
    await panel.getByRole('link', { name: /Céline Barthélémy/ }).click();
    await page.waitForURL(/\/app\/explorer\/contact\/[0-9a-f]{24}$/);
  });

  for (const dark of [false, true]) {
    it(`have no axe violation, contacts and entities, in the ${dark ? 'dark' : 'light'} theme`, async () => {
      const page = await b.newPage();
      await preferTheme(page, dark);
      await signInWithPin(page, ANALYST, '1234', '/app/explorer');
      await page.getByRole('tabpanel', { name: 'Contacts' }).getByRole('link').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('tab', { name: 'Entités' }).click();
      await page.getByRole('tabpanel', { name: 'Entités' }).getByRole('link').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(412);
    });
  }
});
