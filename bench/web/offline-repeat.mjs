import { MOBILE } from '../../e2e/support/chromium.ts';
import { READER, signInWithPin } from '../../e2e/support/flows.ts';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * A repeat visit to Home with no network, served by the service worker: the first contentful paint (the
 * shell) and the first post card, read from the page's own performance timeline. Median of `runs`.
 */
export async function measureOfflineRepeat(browser, baseUrl, runs) {
  const context = await browser.newContext({ ...MOBILE, baseURL: baseUrl });
  try {
    const page = await context.newPage();
    await signInWithPin(page, READER);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
    await page.getByRole('article').first().waitFor();
    await context.setOffline(true);
    const shell = [];
    const firstPost = [];
    for (let run = 0; run < runs; run++) {
      await page.reload();
      await page.getByRole('article').first().waitFor();
      const timings = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        now: performance.now(),
      }));
      shell.push(timings.fcp);
      firstPost.push(timings.now);
    }
    return { runs, shellPaint: median(shell), firstPost: median(firstPost), shell, firstPostRuns: firstPost };
  } finally {
    await context.close();
  }
}
