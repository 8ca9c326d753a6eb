import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { ANALYST, signInWithPin } from '../support/flows.ts';
import { cachedPosts, cachedUrls, controlled, signInReadyOffline } from '../support/offline.ts';

const b = useBrowser();

describe('offline', () => {
  it('fills after 10 s without input, counted again from each key pressed', async () => {
    const page = await b.newPage();
    await page.clock.install();
    await signInWithPin(page, ANALYST);
    await controlled(page);
    await page.clock.fastForward('00:06');
    await page.keyboard.press('Shift');
    await page.clock.fastForward('00:06');
    // Time for a fill to cache posts, had the key not counted.
    await page.waitForTimeout(1_000);
    expect(await cachedPosts(page)).toBe(0);

    await page.clock.fastForward('00:05');
    await expect.poll(() => cachedPosts(page), { timeout: 30_000 }).toBeGreaterThan(20);
  });

  it('opens the shell and the visited feed after a reload offline, with the offline icon', async () => {
    const page = await b.newPage();
    await signInReadyOffline(page);
    const titles = await page
      .getByRole('tabpanel', { name: 'Derniers Contenus' })
      .getByRole('heading')
      .allTextContents();

    await page.context().setOffline(true);
    await page.reload();
    const home = page.getByRole('tabpanel', { name: 'Derniers Contenus' });
    await home.getByRole('article').first().waitFor();
    // The first cards render at once, the rest a moment later: compare those.
    expect((await home.getByRole('heading').allTextContents()).slice(0, 4)).toEqual(titles.slice(0, 4));
    expect(await page.getByRole('img', { name: 'Hors ligne' }).count()).toBe(1);
  });

  it('refreshes when the connection is back', async () => {
    const page = await b.newPage();
    await signInReadyOffline(page);
    await page.context().setOffline(true);
    await page.getByRole('img', { name: 'Hors ligne' }).waitFor();

    const feedRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/post/feed/normal')) feedRequests.push(request.url());
    });
    await page.context().setOffline(false);
    await expect.poll(() => feedRequests.length).toBeGreaterThan(0);
    expect(await page.getByRole('img', { name: 'Hors ligne' }).count()).toBe(0);
  });

  it('opens offline a post never opened, preloaded by the fill; a screen never visited says it was not saved', async () => {
    const page = await b.newPage();
    await signInReadyOffline(page);
    const card = page.getByRole('tabpanel', { name: 'Derniers Contenus' }).getByRole('article').nth(3);
    const link = card.getByRole('heading').getByRole('link');
    const title = await link.textContent();
    const href = await link.getAttribute('href');

    await page.context().setOffline(true);
    await page.goto(href!);
    await page.getByRole('heading', { level: 2, name: title! }).waitFor();

    await page.goto('/app/explorer/contact/ffffffffffffffffffffffff');
    expect(await page.getByRole('alert').textContent()).toContain('Hors ligne');
  });

  it('empties the caches at sign-out', async () => {
    const page = await b.newPage();
    await signInReadyOffline(page, '/app/settings');
    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await page.getByLabel('E-mail').waitFor();
    // Connexion itself asks for the app's configuration (terms, logo), which is nobody's data.
    const userData = async () =>
      (await cachedUrls(page, 'vigie-api')).filter((url) => !url.startsWith('/api/v1/app_config/'));
    await expect.poll(userData).toEqual([]);
    expect(await cachedUrls(page, 'vigie-images')).toEqual([]);
  });

  it('shows the versions and the cache usage on SWCache, fills with progress, and passes axe', async () => {
    const page = await b.newPage();
    await signInReadyOffline(page, '/app/settings/cache');
    // Written as French writes it: "12,35 Mo (0,52 %)", with no-break spaces.
    await expect.poll(() => page.getByText(/^[\d\s]+,\d{2}\sMo \(\d+,\d{2}\s%\)$/).count()).toBe(1);
    expect(await page.getByText('0.1.0', { exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: 'Remplir le cache dynamique' }).click();
    await page.getByText(/^Mise en cache : ([\d\s]+) \/ \1$/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Vider le cache dynamique' }).click();
    await expect.poll(() => cachedUrls(page, 'vigie-api')).toEqual([]);
  });
});
