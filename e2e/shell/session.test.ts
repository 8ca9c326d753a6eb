import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { EDITOR, signInWithPin } from '../support/flows.ts';
import { runCli } from '../support/server.ts';

const b = useBrowser();

describe('the session', () => {
  it('signs the app out when the server answers 406, then signs in again', async () => {
    const page = await b.newPage();
    await signInWithPin(page, EDITOR, '1234', '/app/tendance');
    const revoked = await runCli(inject('dataDir'), 'user', 'sign-out', '--email', EDITOR);
    expect(revoked).toMatch(/^[1-9]\d* sessions? of redaction@vigie.example revoked/);

    await page.reload();
    await page.getByLabel('E-mail').waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('vigie')!).state);
    expect(stored).toMatchObject({ compte: null, pin: null, tokenNIP: null, attempts: 0 });
  });
});

describe('the installable app', () => {
  it('has a manifest Chromium accepts and a service worker controlling the page', async () => {
    const page = await b.newProfilePage();
    await page.goto('/app');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ start_url: '/app', display: 'standalone' });
  });
});
