import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { READER, signInWithPin } from '../support/flows.ts';

const b = useBrowser();

describe('start-up of a returning user', () => {
  it("asks once for Home's first page, started from the HTML, and never loads the signed-in chunk signed out", async () => {
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
    expect(requested.filter((path) => path === '/api/v1/post/feed/normal')).toHaveLength(1);
    const html = await (await page.request.get('/app')).text();
    expect(html).toContain('<link rel="preload" as="fetch" href="/api/v1/post/feed/normal" crossorigin>');
  });
});
