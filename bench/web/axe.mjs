import { axeViolations } from '../../e2e/support/axe.ts';
import { MOBILE } from '../../e2e/support/chromium.ts';
import { logIn, READER, typePin } from '../../e2e/support/flows.ts';

const PIN = '1234';

/** Connexion, NIP (PIN creation) and Réglages in one theme, from an empty profile. */
async function auditTheme(browser, url, isDark) {
  const context = await browser.newContext(MOBILE);
  try {
    // Only when absent, so that the app's own writes to the key survive later navigations.
    await context.addInitScript((dark) => {
      if (localStorage.getItem('vigie') === null)
        localStorage.setItem('vigie', JSON.stringify({ state: { isDark: dark }, version: 1 }));
    }, isDark);
    const page = await context.newPage();
    await page.goto(`${url}/app/settings`);
    await page.getByRole('checkbox', { name: /conditions générales/ }).waitFor();
    const connexion = await axeViolations(page);
    await logIn(page, READER);
    await page.getByRole('heading', { name: /vous devez créer un NIP/ }).waitFor();
    const nip = await axeViolations(page);
    await typePin(page, PIN);
    await page.getByRole('heading', { name: 'Réglages' }).waitFor();
    const reglage = await axeViolations(page);
    return { Connexion: connexion, NIP: nip, Reglage: reglage };
  } finally {
    await context.close();
  }
}

export async function auditAccessibility(browser, url) {
  return { light: await auditTheme(browser, url, false), dark: await auditTheme(browser, url, true) };
}
