import { beforeAll, describe, expect, it } from 'vitest';
import { axeInBothThemes } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { addReader, callApi, signInWithPin } from '../support/flows.ts';

const b = useBrowser();
const READER = 'horaires@vigie.example';
const PASSWORD = 'horaires-password-1';

beforeAll(() => addReader(READER, PASSWORD, 'Inès', 'Horaires'));

describe('quiet hours and the daily digest', () => {
  it('keeps the hours chosen in SWNotif across a reload, and Digest groups the day’s focus posts by item', async () => {
    const page = await b.newPage();
    await signInWithPin(page, READER, '1234', '/app/settings/notification', PASSWORD);
    await page.getByRole('checkbox', { name: 'Activer les heures calmes' }).check();
    await page.getByLabel('Début').fill('21:30');
    await page.getByLabel('Fin').fill('06:45');
    await page.getByRole('checkbox', { name: 'Recevoir chaque jour le résumé de mes focus' }).check();
    await page.getByLabel('Heure du résumé').fill('07:15');
    await page.getByRole('button', { name: 'Enregistrer les horaires' }).click();
    await page.getByRole('status').filter({ hasText: 'Horaires enregistrés' }).waitFor();
    expect(await axeInBothThemes(page)).toEqual({ light: [], dark: [] });

    await page.reload();
    await page.getByRole('button', { name: 'Enregistrer les horaires' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Activer les heures calmes' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Début').inputValue()).toBe('21:30');
    expect(await page.getByLabel('Fin').inputValue()).toBe('06:45');
    expect(await page.getByLabel('Heure du résumé').inputValue()).toBe('07:15');
    expect(await callApi(page, 'GET', '/notification/schedule')).toMatchObject({
      quiet_hours: { start: '21:30', end: '06:45' },
      digest_at: '07:15',
    });

    // Two contacts the demo data cites in posts of the last hours.
    const contacts = await callApi<Array<{ id: string; lastname: string }>>(page, 'GET', '/poi_contact');
    for (const lastname of ['Dubois', 'Rousseau-Vidal']) {
      const contact = contacts.find((entry) => entry.lastname === lastname)!;
      await callApi(page, 'POST', `/focus_contact/${contact.id}/set`);
    }
    await page.goto('/app/digest');
    await page.getByRole('heading', { level: 1, name: 'Résumé du jour' }).waitFor();
    const amelie = page.getByRole('region', { name: 'Amélie Rousseau-Vidal' });
    const claire = page.getByRole('region', { name: 'Claire Dubois' });
    await amelie
      .getByRole('heading', { name: 'Urgences saturées : le CHU de Lyon-Confluence déclenche le plan blanc' })
      .waitFor();
    await claire
      .getByRole('heading', { name: 'PLF 2027 : ce qui change après le vote de la première partie' })
      .waitFor();
    // Contacts by name as Explorer sorts them, by last name.
    const names = await page
      .getByRole('region')
      .evaluateAll((regions) => regions.map((region) => region.querySelector(':scope > h2')?.textContent));
    expect(names).toEqual(['Claire Dubois', 'Amélie Rousseau-Vidal']);
    expect(await axeInBothThemes(page)).toEqual({ light: [], dark: [] });
  });
});
