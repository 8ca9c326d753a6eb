import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';

const b = useBrowser();

describe('Connexion', () => {
  it('does not move on a cold load while the terms arrive', async () => {
    const page = await b.newPage({ serviceWorkers: 'block' });
    // As on a slow network: the form is painted before the terms' answer comes.
    await page.route('**/api/v1/app_config/cgu', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/app');
    await page.getByRole('checkbox', { name: /conditions générales/ }).waitFor();
    // Late shifts have a moment to happen, then every shift since the page began is counted.
    await page.waitForTimeout(1_000);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[];
            resolve(entries.filter((entry) => !entry.hadRecentInput).reduce((sum, e) => sum + e.value, 0));
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(0), 500);
        }),
    );
    expect(shift).toBeLessThan(0.001);
  });
});
