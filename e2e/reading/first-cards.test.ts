import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { MOBILE } from '../support/chromium.ts';
import { READER, signInWithPin } from '../support/flows.ts';

const b = useBrowser();

interface StartUp {
  firstCard: number;
  longTasks: { start: number; duration: number }[];
}

const FIRST_CARD_PAINTED = 'first card painted';

/**
 * Before the page's own scripts: every long task, and the time the first card is painted (the frame
 * after it enters the document), told by `paintedMessage` on the console.
 */
function watchStartUp(paintedMessage: string) {
  const record = window as unknown as { startUp: Partial<StartUp> };
  const longTasks: StartUp['longTasks'] = [];
  record.startUp = { longTasks };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask' });
  new MutationObserver((_, observer) => {
    if (!document.querySelector('[role=tabpanel] article')) return;
    observer.disconnect();
    requestAnimationFrame(() =>
      setTimeout(() => {
        record.startUp.firstCard = performance.now();
        console.info(paintedMessage);
      }),
    );
  }).observe(document, { childList: true, subtree: true });
}

/** A cold load of Home (no HTTP cache, no service worker), returning once its first card is painted. */
async function loadHome(page: Page): Promise<StartUp> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  // Told by a console message: polling the page (waitForFunction) first installs Playwright's own script
  // in it, a long task of its own in the middle of the start-up.
  const painted = page.waitForEvent('console', (message) => message.text() === FIRST_CARD_PAINTED);
  await page.goto('/app');
  await painted;
  const startUp = await page.evaluate(() => (window as unknown as { startUp: StartUp }).startUp);
  await cdp.detach();
  return { ...startUp, longTasks: startUp.longTasks.filter((task) => task.start < startUp.firstCard) };
}

describe('start-up of a returning reader on a slow phone', () => {
  it('paints the first card with no long task, the CPU slowed 4 times', async () => {
    const page = await b.newPage({ serviceWorkers: 'block' });
    await signInWithPin(page, READER);
    await page.getByRole('tabpanel', { name: 'Derniers Contenus' }).getByRole('article').first().waitFor();
    await page.addInitScript(watchStartUp, FIRST_CARD_PAINTED);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    // Other processes on the machine lengthen tasks at random: the best of three loads is the app's own.
    const loads: StartUp[] = [];
    for (let i = 0; i < 3 && !loads.some((load) => load.longTasks.length === 0); i++) {
      loads.push(await loadHome(page));
      const { firstCard, longTasks } = loads.at(-1)!;
      const tasks = longTasks.map((task) => `${Math.round(task.duration)} ms at ${Math.round(task.start)}`);
      console.log(
        `first card painted at ${Math.round(firstCard)} ms; long tasks before: ${tasks.join(', ') || 'none'}`,
      );
    }
    expect(Math.min(...loads.map((load) => load.longTasks.length))).toBe(0);
  }, 120_000);

  it("paints Home's first cards from the page itself, before any script, and the app takes them over", async () => {
    // A service worker answers with the app's shell: the page the server paints is for a load without one.
    const page = await b.newPage({ serviceWorkers: 'block' });
    await signInWithPin(page, READER);
    const cards = page.getByRole('tabpanel', { name: 'Derniers Contenus' }).getByRole('article');
    await cards.first().waitFor();
    const titles = await cards.getByRole('heading', { level: 2 }).allTextContents();

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
    await withoutScripts.close();

    // With scripts, the app starts from the cards' answers: the feed is not asked again.
    const feedRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/post/feed/normal')) feedRequests.push(request.url());
    });
    await page.reload();
    const bookmark = cards.first().getByRole('button', { name: 'Ajouter aux signets' });
    await bookmark.click();
    await expect.poll(() => bookmark.getAttribute('aria-pressed')).toBe('true');
    expect(await cards.getByRole('heading', { level: 2 }).first().textContent()).toBe(titles[0]);
    expect(feedRequests).toEqual([]);
  });
});
