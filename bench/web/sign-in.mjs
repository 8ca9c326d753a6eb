import { chromium } from 'playwright-core';
import { MOBILE } from '../../e2e/support/chromium.ts';
import { logIn, READER, typePin } from '../../e2e/support/flows.ts';

/**
 * Signs in (e-mail, password, PIN) in the Chrome that Lighthouse is about to drive, then empties the
 * HTTP cache, the service worker and its caches: Lighthouse then measures a cold load of the signed-in
 * app, keeping only the session cookie and the unlocked PIN.
 */
export async function signInForLighthouse(port, url) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.setViewportSize(MOBILE.viewport);
    await page.goto(url);
    await logIn(page, READER);
    await page
      .getByRole('heading', { name: 'Vous venez de vous connecter, vous devez créer un NIP' })
      .waitFor();
    await typePin(page, '1234');
    await page.getByRole('article').first().waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(url).origin,
      storageTypes: 'service_workers,cache_storage',
    });
    await page.close();
  } finally {
    await browser.close();
  }
}
