import type { Locator, Page } from 'playwright-core';

/** The post links of a feed panel, in order: one per card. */
export const postLinks = (panel: Locator) =>
  panel.locator('article h2 a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

/** The text just above a feed panel's card at `index` (0 the newest): where a divider sits. */
export const textAboveCard = (panel: Locator, index: number) =>
  panel
    .getByRole('article')
    .nth(index)
    .evaluate((card) => card.previousElementSibling?.textContent);

/** Scrolls a feed panel to its end until it holds at least `count` cards, or the feed ends. */
export async function scrollFeedUntil(page: Page, panel: Locator, count: number): Promise<number> {
  let shown = await panel.getByRole('article').count();
  while (shown < count) {
    await panel.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    const more = await page
      .waitForFunction(
        ({ element, before }) => element.querySelectorAll('article').length > before,
        { element: await panel.elementHandle(), before: shown },
        { timeout: 10_000 },
      )
      .then(() => true)
      .catch(() => false);
    shown = await panel.getByRole('article').count();
    if (!more) break;
  }
  return shown;
}
