import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { preferTheme, READER, signInWithPin } from '../support/flows.ts';

const b = useBrowser();
const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

describe('Reglage', () => {
  it('lists the settings, with Déconnexion signing out to Connexion', async () => {
    const page = await b.newPage();
    await signInWithPin(page, READER, '1234', '/app/settings');
    for (const name of ['Apparence', 'Langue', 'Confidentialité', 'Cache', 'Notification', 'CGU'])
      await page.getByRole('link', { name }).waitFor();
    await page.getByText("Contacter l'administrateur").waitFor();
    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await page.getByLabel('E-mail').waitFor();
    expect(new URL(page.url()).pathname).toBe('/app');
  });

  it('switches to English and to the dark theme, and both survive a reload', async () => {
    const page = await b.newPage();
    await signInWithPin(page, READER, '1234', '/app/settings');
    await page.getByRole('link', { name: 'Langue' }).click();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Language' }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('link', { name: 'Appearance' }).click();
    await page.getByRole('button', { name: 'Dark' }).click();
    expect(await theme(page)).toBe('dark');

    await page.reload();
    await page.getByRole('heading', { name: 'Appearance' }).waitFor();
    expect(await theme(page)).toBe('dark');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Home' })
      .waitFor();
  });

  it('offers the terms of use as French and English PDFs', async () => {
    const page = await b.newPage();
    await signInWithPin(page, READER, '1234', '/app/settings/cgu');
    const french = page.getByRole('link', { name: /français, PDF/ });
    const response = await page.request.get((await french.getAttribute('href'))!);
    expect(response.headers()['content-type']).toBe('application/pdf');
    await page.getByRole('link', { name: /anglais, PDF/ }).waitFor();
  });
});

describe('accessibility (axe, WCAG 2.1 AA)', () => {
  for (const dark of [false, true]) {
    it(`finds no violation on Connexion, NIP and Reglage in the ${dark ? 'dark' : 'light'} theme`, async () => {
      const page = await b.newPage();
      await preferTheme(page, dark);
      await page.goto('/app/settings');
      await page.getByRole('checkbox').waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await signInWithPin(page, READER, '1234', '/app/settings');
      await page.getByRole('heading', { name: 'Réglages' }).waitFor();
      expect(await theme(page)).toBe(dark ? 'dark' : 'light');
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('link', { name: 'Confidentialité' }).click();
      await page.getByRole('link', { name: 'Changer votre NIP' }).click();
      await page.getByRole('heading', { name: 'Saisissez votre ancien NIP' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
