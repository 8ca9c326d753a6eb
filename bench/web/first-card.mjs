import { MOBILE } from '../../e2e/support/chromium.ts';
import { READER, signInWithPin } from '../../e2e/support/flows.ts';

const FIRST_CARD_PAINTED = 'first card painted';
const LONG_TASK_MS = 50;

/**
 * Before the page's own scripts: every long task, and the time the first card is painted (the frame
 * after it enters the document), told by `paintedMessage` on the console.
 */
function watchStartUp(paintedMessage) {
  const longTasks = [];
  window.startUp = { longTasks };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask' });
  new MutationObserver((_, observer) => {
    if (!document.querySelector('[role=tabpanel] article')) return;
    observer.disconnect();
    requestAnimationFrame(() =>
      setTimeout(() => {
        window.startUp.firstCard = performance.now();
        console.info(paintedMessage);
      }),
    );
  }).observe(document, { childList: true, subtree: true });
}

/** A cold load of Home (no HTTP cache, no service worker), once its first card is painted. */
async function loadHome(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  // Told by a console message: polling the page (waitForFunction) first installs Playwright's own script
  // in it, a long task of its own in the middle of the start-up.
  const painted = page.waitForEvent('console', (message) => message.text() === FIRST_CARD_PAINTED);
  await page.goto('/app');
  await painted;
  const startUp = await page.evaluate(() => window.startUp);
  await cdp.detach();
  return {
    firstCard: startUp.firstCard,
    longTasks: startUp.longTasks
      .filter((task) => task.start < startUp.firstCard && task.duration > LONG_TASK_MS)
      .map((task) => Math.round(task.duration)),
  };
}

/**
 * A returning reader's cold start of Home on a slow phone (CPU slowed 4 times): when the first card is
 * painted and the long tasks before it, for each of `runs` loads. Other processes on the machine
 * lengthen tasks at random: the budget asks for one load without any, the app's own start-up.
 */
export async function measureFirstCard(browser, baseUrl, runs) {
  const context = await browser.newContext({ ...MOBILE, baseURL: baseUrl, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await signInWithPin(page, READER);
    await page.getByRole('tabpanel', { name: 'Derniers Contenus' }).getByRole('article').first().waitFor();
    await page.addInitScript(watchStartUp, FIRST_CARD_PAINTED);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const loads = [];
    for (let run = 0; run < runs; run++) loads.push(await loadHome(page));
    return { runs, loads, cleanLoads: loads.filter((load) => load.longTasks.length === 0).length };
  } finally {
    await context.close();
  }
}
