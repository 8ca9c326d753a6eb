import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { ANALYST, READER, signInWithPin } from '../support/flows.ts';

const b = useBrowser();

describe('start-up of a returning user', () => {
  it("asks once for the account and what Home's first cards show, started from the HTML, and never loads the signed-in chunk signed out", async () => {
    const page = await b.newPage();
    const requested: string[] = [];
    page.on('request', (request) =>
      requested.push(new URL(request.url()).pathname + new URL(request.url()).search),
    );

    await page.goto('/app');
    await page.getByLabel('E-mail').waitFor();
    expect(requested.filter((path) => path.includes('/SignedIn-'))).toEqual([]);

    await signInWithPin(page, READER);
    await page.getByRole('tabpanel', { name: 'Derniers Contenus' }).getByRole('article').first().waitFor();
    requested.length = 0;
    await page.reload();
    await page.getByRole('tabpanel', { name: 'Derniers Contenus' }).getByRole('article').first().waitFor();
    const early = [
      '/api/v1/user/me',
      '/api/v1/post/feed/normal',
      '/api/v1/bookmark',
      '/api/v1/markers?timeline%5B%5D=home&timeline%5B%5D=focus',
    ];
    // The page an unlocked app gets holds the answers themselves (first-cards.test.ts); a locked one's
    // starts them.
    const painted = await (await page.request.get('/app')).text();
    expect(painted).toContain('data-first-paint="home"');
    await page.context().clearCookies({ name: 'vigie_first_paint' });
    const html = await (await page.request.get('/app')).text();
    expect(html).not.toContain('data-first-paint');
    for (const url of early) {
      expect(
        requested.filter((path) => path === url),
        url,
      ).toHaveLength(1);
      expect(html).toContain(`<link rel="preload" as="fetch" href="${url}" crossorigin>`);
    }
  });
});

describe('coming back from a post', () => {
  it('finds Home scrolled where it was, and Explorer on the tab it was on', async () => {
    const page = await b.newPage();
    await signInWithPin(page, ANALYST);
    const feed = page.getByRole('tabpanel', { name: 'Derniers Contenus' });
    await feed.getByRole('article').nth(15).waitFor();
    await feed.evaluate((element) => element.scrollTo(0, 1800));
    await expect.poll(() => feed.evaluate((element) => element.scrollTop)).toBe(1800);
    const opened = await feed.evaluate((element) => {
      const top = element.getBoundingClientRect().top;
      const card = [...element.querySelectorAll('article')].find((a) => a.getBoundingClientRect().top > top);
      return card!.querySelector('h2 a')!.getAttribute('href')!;
    });
    await page.locator(`article h2 a[href="${opened}"]`).click();
    await page.getByRole('button', { name: 'Retour' }).click();
    await feed.getByRole('article').first().waitFor();
    await expect.poll(() => feed.evaluate((element) => element.scrollTop)).toBe(1800);

    await page.getByRole('link', { name: 'Explorer' }).click();
    await page.getByRole('tab', { name: 'Contenus' }).click();
    await page.getByRole('tabpanel', { name: 'Contenus' }).locator('article h2 a').first().click();
    await page.getByRole('button', { name: 'Retour' }).click();
    await expect
      .poll(() => page.getByRole('tab', { name: 'Contenus' }).getAttribute('aria-selected'))
      .toBe('true');
  });
});
