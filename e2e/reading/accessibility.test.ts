import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { ANALYST, preferTheme, signInWithPin } from '../support/flows.ts';

const b = useBrowser();

describe('accessibility of the reading screens (axe, WCAG 2.1 AA)', () => {
  for (const dark of [false, true]) {
    it(`finds no violation on Home, a post, search, profile and its edit in the ${dark ? 'dark' : 'light'} theme`, async () => {
      const page = await b.newPage();
      await preferTheme(page, dark);
      await signInWithPin(page, ANALYST);
      const home = page.getByRole('tabpanel', { name: 'Derniers Contenus' });
      await home.getByRole('article').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(412);

      await home.getByRole('article').first().locator('h2 a').click();
      await page.getByRole('combobox', { name: 'Votre commentaire' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await page.goto('/app/explorer');
      await page.getByRole('tab', { name: 'Contenus' }).click();
      await page.getByRole('searchbox', { name: 'Rechercher des contenus' }).fill('budget');
      await page.locator('article mark').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await page.goto('/app/profil');
      await page.getByRole('link', { name: 'Modifier mon profil' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await page.goto('/app/settings/edit');
      await page.getByLabel('Prénom').waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
