import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { MOBILE } from '../support/chromium.ts';
import { READER, signInWithPin } from '../support/flows.ts';

const b = useBrowser();

// How soon the first card is painted, and the long tasks before it: bench/web/first-card.mjs.
describe('start-up of a returning reader', () => {
  it("paints Home's first cards from the page itself, before any script, and the app takes them over", async () => {
    // A service worker answers with the app's shell: the page the server paints is for a load without one.
    const page = await b.newPage({ serviceWorkers: 'block' });
    await signInWithPin(page, READER);
    const cards = page.getByRole('tabpanel', { name: 'Derniers Contenus' }).getByRole('article');
    await cards.first().waitFor();
    const titles = await cards.getByRole('heading', { level: 2 }).allTextContents();
    const firstCardBox = await cards.first().boundingBox();

    const withoutScripts = await b.browser.newContext({
      ...MOBILE,
      baseURL: b.baseUrl,
      javaScriptEnabled: false,
    });
    await withoutScripts.addCookies(await page.context().cookies());
    const painted = await withoutScripts.newPage();
    await painted.goto('/app');
    const paintedCards = painted.getByRole('tabpanel', { name: 'Derniers Contenus' }).getByRole('article');
    expect(await paintedCards.count()).toBeGreaterThan(0);
    const paintedTitles = await paintedCards.getByRole('heading', { level: 2 }).allTextContents();
    expect(paintedTitles).toEqual(titles.slice(0, paintedTitles.length));
    // The page inlines only the CSS of what it paints: enough to lay the cards out as the app does.
    expect(await paintedCards.first().boundingBox()).toEqual(firstCardBox);
    await withoutScripts.close();

    // With scripts, the app starts from the cards' answers: the feed is not asked again.
    const feedRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/post/feed/normal')) feedRequests.push(request.url());
    });
    await page.reload();
    // The painted cards are busy until the app has replaced them; their buttons do nothing before.
    await expect.poll(() => page.locator('#root').getAttribute('aria-busy')).toBeNull();
    const bookmark = cards.first().getByRole('button', { name: 'Ajouter aux signets' });
    await bookmark.click();
    await expect.poll(() => bookmark.getAttribute('aria-pressed')).toBe('true');
    expect(await cards.getByRole('heading', { level: 2 }).first().textContent()).toBe(titles[0]);
    expect(feedRequests).toEqual([]);

    // The app's scripts are asked for once the cards are on screen, not while the page is parsed.
    const timing = await page.evaluate(() => ({
      cardsPainted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scriptsAsked: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.match(/^\/assets\/.+\.js$/))
        .map((entry) => entry.startTime),
    }));
    expect(timing.cardsPainted).toBeGreaterThan(0);
    expect(timing.scriptsAsked.length).toBeGreaterThan(2);
    expect(Math.min(...timing.scriptsAsked)).toBeGreaterThanOrEqual(timing.cardsPainted!);
  });

  it('registers the service worker from the painted page, whose scripts start after the page has loaded', async () => {
    const page = await b.newPage();
    await signInWithPin(page, READER);
    await page.evaluate(async () => {
      for (const registration of await navigator.serviceWorker.getRegistrations())
        await registration.unregister();
    });
    await page.reload();
    expect(await page.locator('#root').getAttribute('data-first-paint')).toBe('home');
    await expect.poll(() => page.locator('#root').getAttribute('aria-busy')).toBeNull();
    // Once the reader has left the page alone for 10 s (FILL_IDLE_MS).
    await expect
      .poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration())), {
        timeout: 20_000,
      })
      .toBe(true);
  });
});
