import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { EDITOR, preferTheme, signInWithPin } from '../support/flows.ts';

const b = useBrowser();
const ADMIN = 'admin@vigie.example';

/** A record opened in a screen, so that its form or grid is audited too. */
const openGaelle = async (page: Page) => {
  const search = page.getByRole('searchbox', { name: /Rechercher un contact/ }).first();
  await search.fill('gaelle');
  await page
    .getByRole('link', { name: 'Gaëlle Le Goff' })
    .or(page.getByRole('button', { name: /Gaëlle Le Goff/ }))
    .first()
    .click();
};

/** Every newsroom screen, by the name of its section in the newsroom's navigation. */
const SCREENS: Array<[string, string, ((page: Page) => Promise<void>)?]> = [
  ['/app/redaction', 'Posts'],
  [
    '/app/redaction/annuaire',
    'Annuaire',
    async (page) => {
      await openGaelle(page);
      await page.getByLabel('Biographie').waitFor();
    },
  ],
  [
    '/app/redaction/positions',
    'Positions',
    async (page) => {
      await openGaelle(page);
      await page.getByRole('heading', { name: 'Positions de Gaëlle Le Goff' }).waitFor();
    },
  ],
  ['/app/redaction/comptes', 'Comptes'],
  ['/app/redaction/journal', 'Journal'],
  ['/app/redaction/configuration', 'Configuration'],
];

describe('the newsroom’s accessibility', () => {
  it.each([false, true])('has no axe violation on any screen (dark: %s)', async (dark) => {
    const page = await b.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await preferTheme(page, dark);
    await signInWithPin(page, ADMIN, '1234', '/app/redaction');
    const found: string[] = [];
    const nav = page.getByRole('navigation', { name: 'Rubriques de la rédaction' });
    for (const [path, section, open] of SCREENS) {
      await page.goto(path);
      await nav
        .getByRole('link', { name: section, exact: true })
        .and(page.locator('[aria-current="page"]'))
        .waitFor();
      await page.waitForLoadState('networkidle');
      await page.getByRole('status', { name: 'Chargement…' }).waitFor({ state: 'detached' });
      await open?.(page);
      for (const violation of await axeViolations(page)) found.push(`${path}: ${violation}`);
    }
    expect(found).toEqual([]);
  }, 120_000);

  it('lets an editor write a draft and cite a contact with the keyboard alone, focus always visible', async () => {
    const page = await b.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInWithPin(page, EDITOR, '1234', '/app/redaction');
    await page.getByRole('form', { name: 'Éditeur' }).waitFor();
    const title = `Note écrite au clavier ${Date.now()}`;

    await tabTo(page, 'Titre');
    await page.keyboard.type(title);
    await tabTo(page, 'Contacts cités');
    await page.keyboard.type('gaelle');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const chosen = page.getByRole('list', { name: 'Contacts cités : sélection' });
    await chosen.getByText('Gaëlle Le Goff').waitFor();
    await tabTo(page, 'Enregistrer le brouillon');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/app\/redaction\/[0-9a-f]{24}$/);
    const list = page.getByRole('region', { name: 'Posts de la rédaction' });
    await list.getByRole('link', { name: new RegExp(title) }).waitFor();
  }, 60_000);
});

/**
 * Presses Tab until the focused element is named `name` (its label, aria-label or text), checking on the
 * way that every element focused shows a focus outline.
 */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let presses = 0; presses < 120; presses++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const labelled = (element as HTMLInputElement).labels?.[0]?.textContent;
      const style = getComputedStyle(element);
      return {
        name: (labelled ?? element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
        outlined: style.outlineStyle !== 'none' && style.outlineWidth !== '0px',
      };
    });
    if (!focused) continue;
    expect(focused.outlined, `focus outline on ${focused.name}`).toBe(true);
    if (focused.name === name) return;
  }
  throw new Error(`Tab never reached ${name}`);
}
