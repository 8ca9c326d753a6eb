import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { callApi, EDITOR, signInWithPin } from '../support/flows.ts';

const b = useBrowser();

/** The texts of `selector` under `root` that their box cuts: wider or taller than it shows. */
const cutTexts = (root: Locator, selector: string) =>
  root.evaluate(
    (element, css) =>
      [...element.querySelectorAll<HTMLElement>(css)]
        .filter(
          (text) => text.scrollWidth > text.clientWidth + 1 || text.scrollHeight > text.clientHeight + 1,
        )
        .map((text) => text.textContent),
    selector,
  );

/** WCAG contrast between the lightest and the darkest pixel of the right part of the header's logo. */
async function wordmarkContrast(page: Page): Promise<number> {
  const logo = page.getByRole('banner').getByRole('img', { name: 'Vigie' });
  const png = (await logo.screenshot()).toString('base64');
  return page.evaluate(async (data) => {
    const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    // The wordmark: right of the mark, which takes the first 32 of the logo's 112 units.
    const from = Math.ceil((bitmap.width * 36) / 112);
    const { data: pixels } = context.getImageData(from, 0, bitmap.width - from, bitmap.height);
    const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    let [low, high] = [1, 0];
    for (let at = 0; at < pixels.length; at += 4) {
      const [r, g, bl] = [pixels[at]!, pixels[at + 1]!, pixels[at + 2]!].map((c) => linear(c / 255));
      const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
      [low, high] = [Math.min(low, luminance), Math.max(high, luminance)];
    }
    return (high + 0.05) / (low + 0.05);
  }, png);
}

describe('legibility', () => {
  it('shows the header’s wordmark at 3:1 or more in both themes', async () => {
    const page = await b.newPage();
    await signInWithPin(page, EDITOR);
    await page.getByRole('banner').getByRole('img', { name: 'Vigie' }).waitFor();
    expect(await wordmarkContrast(page)).toBeGreaterThanOrEqual(3);
    // As Apparence switches it: the root's data-theme alone selects the theme's colours.
    await page.evaluate(() => {
      document.documentElement.dataset.theme = 'dark';
    });
    expect(await wordmarkContrast(page)).toBeGreaterThanOrEqual(3);
  });

  it('cuts no name in Modifier mes focus nor in Explorer’s update mode at 360 px', async () => {
    const page = await b.newPage();
    await page.setViewportSize({ width: 360, height: 740 });
    await signInWithPin(page, EDITOR);
    const contacts = (await callApi(page, 'GET', '/poi_contact')) as { id: string }[];
    for (const { id } of contacts.slice(0, 12)) await callApi(page, 'POST', `/focus_contact/${id}/set`);

    await page.goto('/app/my-focus');
    const focus = page.getByRole('tabpanel', { name: 'Contacts' });
    await focus.getByRole('link').first().waitFor();
    await page.getByRole('button', { name: 'Modifier mes focus' }).click();
    await focus.getByRole('button').first().waitFor();
    expect(await cutTexts(focus, 'a span')).toEqual([]);

    await page.goto('/app/explorer');
    await page.getByRole('button', { name: 'Modifier les focus' }).click();
    const directory = page.getByRole('tabpanel', { name: 'Contacts' });
    await directory.getByRole('button').first().waitFor();
    expect(await cutTexts(directory, 'a span')).toEqual([]);
  });
});
