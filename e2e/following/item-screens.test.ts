import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import {
  ANALYST,
  addReader,
  apiStatus,
  callApi,
  preferTheme,
  READER,
  signInWithPin,
  tabBar,
} from '../support/flows.ts';

const b = useBrowser();

interface Setting {
  focus_enabled: boolean;
  poi_contact?: { lastname: string };
  poi_entity?: { name: string };
}

const title = (page: Page) => page.getByRole('heading', { level: 1 });

/** Opens a theme of Explorer's tree by its name (a confidential one's link also says 'Confidentiel'). */
async function openTheme(page: Page, name: string) {
  await page.getByRole('tab', { name: 'Thèmes' }).click();
  const tree = page.getByRole('tabpanel', { name: 'Thèmes' });
  await tree.getByRole('link', { name: new RegExp(`^${name}( Confidentiel)?$`) }).click();
  await title(page).getByText(name, { exact: true }).waitFor();
}

describe('the item screens', () => {
  it("focus a contact from Explorer's update mode and an entity from its screen: Home's 'Mes focus' shows their posts", async () => {
    // A reader of its own: the demo's readers already follow a few items.
    const email = `focus.${Date.now()}@vigie.example`;
    const password = 'une phrase de passe assez longue';
    await addReader(email, password, 'Fanny', 'Focus');
    const page = await b.newPage();
    await signInWithPin(page, email, '1234', '/app/explorer', password);
    const contacts = page.getByRole('tabpanel', { name: 'Contacts' });
    await contacts.getByRole('link').first().waitFor();
    expect(await contacts.getByRole('button', { name: /^Focus :/ }).count()).toBe(0);

    await page.getByRole('button', { name: 'Modifier les focus' }).click();
    await contacts.getByRole('searchbox', { name: 'Rechercher un contact' }).fill('dubois');
    const focusClaire = contacts.getByRole('button', { name: 'Focus : Claire Dubois' });
    await focusClaire.click();
    await expect.poll(() => focusClaire.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Modifier les focus' }).click();

    await page.getByRole('tab', { name: 'Entités' }).click();
    const entities = page.getByRole('tabpanel', { name: 'Entités' });
    await entities.getByRole('searchbox', { name: 'Rechercher une entité' }).fill('nucléa');
    await entities.getByRole('link', { name: /^Nucléa Construction/ }).click();
    const focusNuclea = page.getByRole('button', { name: 'Focus : Nucléa Construction' });
    await focusNuclea.click();
    await expect.poll(() => focusNuclea.getAttribute('aria-pressed')).toBe('true');

    // The server holds both, as focus only.
    const focused = [
      ...(await callApi<Setting[]>(page, 'GET', '/focus_contact')),
      ...(await callApi<Setting[]>(page, 'GET', '/focus_entity')),
    ].filter((setting) => setting.focus_enabled);
    expect(
      focused.map((setting) => setting.poi_contact?.lastname ?? setting.poi_entity?.name).sort(),
    ).toEqual(['Dubois', 'Nucléa Construction']);

    await tabBar(page).getByRole('link', { name: 'Accueil' }).click();
    await page.getByRole('tab', { name: 'Mes focus' }).click();
    const feed = page.getByRole('tabpanel', { name: 'Mes focus' });
    await feed.getByRole('article').first().waitFor();
    const cards = await feed.getByRole('article').allTextContents();
    expect(
      cards.every((card) => card.includes('Claire Dubois') || card.includes('Nucléa Construction')),
    ).toBe(true);
    expect(cards.some((card) => card.includes('Claire Dubois'))).toBe(true);
    expect(cards.some((card) => card.includes('Nucléa Construction'))).toBe(true);
  });

  it('walk Arborescence from a leaf theme up to its root', async () => {
    const page = await b.newPage();
    await signInWithPin(page, ANALYST, '1234', '/app/explorer');
    await openTheme(page, 'EPR2');
    expect(await page.getByText('Énergie › Nucléaire').count()).toBe(1);

    for (const [current, parent] of [
      ['EPR2', 'Nucléaire'],
      ['Nucléaire', 'Énergie'],
    ] as const) {
      await page.getByRole('tab', { name: 'Arborescence' }).click();
      const tree = page.getByRole('tabpanel', { name: 'Arborescence' });
      expect(await tree.locator('[aria-current="page"]').textContent()).toBe(`${current} `);
      await tree.getByRole('link', { name: parent, exact: true }).click();
      await title(page).getByText(parent, { exact: true }).waitFor();
    }
    // The root: no ancestors above it, and it is the current one of its tree.
    await page.getByRole('tab', { name: 'Arborescence' }).click();
    const tree = page.getByRole('tabpanel', { name: 'Arborescence' });
    expect(await tree.locator('[aria-current="page"]').textContent()).toBe('Énergie ');
    expect(await tree.getByRole('link').first().textContent()).toBe('Énergie ');
  });

  it('show a confidential theme to the analyst, locked, and Not found to a reader by deep link', async () => {
    const analyst = await b.newPage();
    await signInWithPin(analyst, ANALYST, '1234', '/app/explorer');
    await openTheme(analyst, 'Dossiers sensibles');
    expect(
      await analyst.getByRole('region', { name: 'Dossiers sensibles' }).getByText('Confidentiel').count(),
    ).toBe(1);
    const path = new URL(analyst.url()).pathname;

    const reader = await b.newPage();
    await signInWithPin(reader, READER, '1234', path);
    expect(await reader.getByRole('alert').textContent()).toBe('Not found');
    expect(await apiStatus(reader, `/poi_theme/${path.split('/').at(-1)}`)).toBe(404);
  });

  for (const dark of [false, true]) {
    it(`have no axe violation, lists in update mode, contact, entity, theme and MyFocus, in the ${dark ? 'dark' : 'light'} theme`, async () => {
      const page = await b.newPage();
      await preferTheme(page, dark);
      await signInWithPin(page, ANALYST, '1234', '/app/explorer');
      await page.getByRole('button', { name: 'Modifier les focus' }).click();
      await page.getByRole('tabpanel', { name: 'Contacts' }).getByRole('button').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('tab', { name: 'Thèmes' }).click();
      await page.getByRole('tabpanel', { name: 'Thèmes' }).getByRole('button').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);

      const screens: Array<[string, string[]]> = [
        ['contact', ['Biographie', 'Réseaux']],
        ['entity', ['Profil', 'Coordonnées']],
      ];
      for (const [type, tabs] of screens) {
        const list = await callApi<Array<{ id: string }>>(page, 'GET', `/poi_${type}`);
        await page.goto(`/app/explorer/${type}/${list[0]!.id}`);
        await page.getByRole('tabpanel', { name: 'Briefing' }).getByRole('article').first().waitFor();
        expect(await axeViolations(page)).toEqual([]);
        for (const tab of tabs) {
          await page.getByRole('tab', { name: tab }).click();
          expect(await axeViolations(page)).toEqual([]);
        }
      }
      await page.goto('/app/explorer');
      await openTheme(page, 'EPR2');
      await page.getByRole('tab', { name: 'Participants' }).click();
      await page.getByRole('tabpanel', { name: 'Participants' }).getByRole('link').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(412);

      await page.goto('/app/my-focus');
      await page.getByRole('tabpanel', { name: 'Contacts' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Modifier mes focus' }).click();
      await page.getByRole('switch', { name: 'Afficher uniquement les éléments actifs' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
