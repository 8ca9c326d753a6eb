import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { ANALYST, apiStatus, signInWithPin, tabBar, typePin } from '../support/flows.ts';

const b = useBrowser();
const VERIFY = 'Saisissez votre NIP';

describe('NIP', () => {
  it('stays unlocked across a reload within 15 minutes, and locks again after, even on an open tab', async () => {
    const page = await b.newPage();
    await page.clock.install();
    await signInWithPin(page, ANALYST, '1357');
    await page.clock.fastForward('10:00');
    await page.reload();
    await tabBar(page).waitFor();
    expect(await page.getByRole('heading', { name: VERIFY }).count()).toBe(0);

    await page.clock.fastForward('05:01');
    await page.getByRole('heading', { name: VERIFY }).waitFor();
    expect(await tabBar(page).count()).toBe(0);
    await typePin(page, '1357');
    await tabBar(page).waitFor();
  });

  it('signs out, on the server too, after three wrong PINs', async () => {
    const page = await b.newPage();
    await page.clock.install();
    await signInWithPin(page, ANALYST, '1357');
    await page.clock.fastForward('15:01');
    await page.getByRole('heading', { name: VERIFY }).waitFor();

    await typePin(page, '0000');
    await page.getByText('Code incorrect. Il vous reste 2 tentatives.').waitFor();
    await typePin(page, '1111');
    await page.getByText('Code incorrect. Il vous reste 1 tentative.').waitFor();
    await typePin(page, '2222');
    const alert = page.getByRole('alertdialog');
    await alert.getByText('Vous avez raté votre NIP 3 fois. Vous allez être déconnecté.').waitFor();
    await alert.getByRole('button', { name: 'OK' }).click();
    await page.getByLabel('E-mail').waitFor();
    expect(await apiStatus(page, '/user/me')).toBe(406);
  });

  it('changes the PIN: old PIN, then new PIN, and only the new one unlocks', async () => {
    const page = await b.newPage();
    await page.clock.install();
    await signInWithPin(page, ANALYST, '1357', '/app/settings/Confidentialite');
    await page.getByRole('link', { name: 'Changer votre NIP' }).click();
    await page.getByRole('heading', { name: 'Saisissez votre ancien NIP' }).waitFor();
    await typePin(page, '1357');
    await page.getByRole('heading', { name: 'Saisissez votre nouveau NIP' }).waitFor();
    await typePin(page, '8642');
    await page.getByRole('heading', { name: 'Confidentialité' }).waitFor();

    await page.clock.fastForward('15:01');
    await page.getByRole('heading', { name: VERIFY }).waitFor();
    await typePin(page, '1357');
    await page.getByText('Code incorrect. Il vous reste 2 tentatives.').waitFor();
    await typePin(page, '8642');
    await page.getByRole('heading', { name: 'Confidentialité' }).waitFor();
  });

  it('takes the digits from the physical keyboard, with Backspace to erase', async () => {
    const page = await b.newPage();
    await page.goto('/app');
    await signInWithPin(page, ANALYST, '1357');
    await page.getByRole('link', { name: 'Explorer' }).click();
    await page.evaluate(() => {
      const state = JSON.parse(localStorage.getItem('vigie')!);
      state.state.tokenNIP = 1;
      localStorage.setItem('vigie', JSON.stringify(state));
    });
    await page.reload();
    await page.getByRole('heading', { name: VERIFY }).waitFor();
    await page.keyboard.type('139');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('57');
    await page.getByRole('heading', { name: 'Explorer' }).waitFor();
  });
});
