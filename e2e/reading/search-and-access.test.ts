import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { postLinks } from '../support/feed.ts';
import { ANALYST, READER, signInWithPin } from '../support/flows.ts';

const b = useBrowser();

describe('search', () => {
  it('finds the "Élysée" posts when typing "elysee", and marks the word', async () => {
    const page = await b.newPage();
    await signInWithPin(page, READER, '1234', '/app/explorer');
    await page.getByRole('tab', { name: 'Contenus' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Contenus' });
    await panel.getByRole('searchbox', { name: 'Rechercher des contenus' }).fill('elysee');
    await panel
      .getByRole('heading', { name: "L'Élysée écarte toute hausse générale d'impôts pour 2027" })
      .waitFor();
    await panel
      .getByRole('heading', { name: "Séminaire gouvernemental à l'Élysée : les priorités de la rentrée" })
      .waitFor();
    const titles = await panel.locator('article h2').allTextContents();
    expect(titles.length).toBeGreaterThanOrEqual(2);
    expect(await panel.locator('article mark').first().textContent()).toMatch(/^[ÉE]lys[ée]e$/i);
    // The reader lacks confidential access: the confidential Élysée posts never come back.
    expect(titles.join('\n')).not.toContain("Arbitrage EPR2 : l'Élysée penche pour un prêt bonifié");
  });
});

describe('confidential posts', () => {
  it('never reach a reader without access, in the feed or by deep link', async () => {
    const analyst = await b.newPage();
    await signInWithPin(analyst, ANALYST);
    const secret = analyst.getByRole('article', { name: /Confidentiel : Bercy prépare un gel/ });
    const feed = analyst.getByRole('tabpanel', { name: 'Derniers Contenus' });
    await feed.getByRole('article').first().waitFor();
    while (!(await secret.count()))
      await feed.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    const secretPath = await secret.locator('h2 a').getAttribute('href');
    expect(secretPath).toMatch(/^\/app\/post\/[0-9a-f]{24}$/);

    const reader = await b.newPage();
    await signInWithPin(reader, READER);
    const readerFeed = reader.getByRole('tabpanel', { name: 'Derniers Contenus' });
    await readerFeed.getByRole('article').first().waitFor();
    while ((await readerFeed.getByRole('article').count()) < 40)
      await readerFeed.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    expect(await postLinks(readerFeed)).not.toContain(secretPath);
    expect(await readerFeed.getByText('Confidentiel', { exact: true }).count()).toBe(0);

    await reader.goto(secretPath!);
    await reader.getByRole('alert').filter({ hasText: 'Not found' }).waitFor();
    expect(await reader.getByText('gel de 3 Md€').count()).toBe(0);
  });
});

describe('bookmarks', () => {
  it('keeps a bookmarked post in "Mes signets" after a reload', async () => {
    const page = await b.newPage();
    await signInWithPin(page, ANALYST, '1234');
    const card = page.getByRole('tabpanel', { name: 'Derniers Contenus' }).getByRole('article').nth(2);
    const title = (await card.locator('h2').textContent())!;
    const toggle = card.getByRole('button', { name: 'Ajouter aux signets' });
    const stored = page.waitForResponse((response) => /\/bookmark\/[0-9a-f]{24}\/set$/.test(response.url()));
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    expect((await stored).status()).toBe(200);

    await page.goto('/app/signet');
    await page.reload();
    await page.getByRole('heading', { name: 'Mes signets', level: 1 }).waitFor();
    const saved = page.getByRole('article', {
      name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    });
    await saved.waitFor();
    expect(
      await saved.getByRole('button', { name: 'Ajouter aux signets' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });
});
