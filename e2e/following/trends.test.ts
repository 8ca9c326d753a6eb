import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { ANALYST, preferTheme, READER, signInWithPin } from '../support/flows.ts';

const b = useBrowser();

/** The 'N articles' of every row of a trends tab, added up. */
const totalArticles = async (tab: Locator) =>
  (await tab.getByRole('listitem').allTextContents())
    .map((row) => Number(/(\d+) articles?$/.exec(row)?.[1] ?? Number.NaN))
    .reduce((sum, count) => sum + count, 0);

describe('trends', () => {
  it('switches to 7 days, counts more posts, and keeps the period across a reload', async () => {
    const page = await b.newPage();
    await signInWithPin(page, READER, '1234', '/app/tendance');
    const contacts = page.getByRole('tabpanel', { name: 'Contacts' });
    await contacts.getByRole('listitem').first().waitFor();
    const oneDay = await totalArticles(contacts);
    expect(oneDay).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Durée de parution' }).click();
    await page
      .getByRole('dialog', { name: 'Durée de parution' })
      .getByRole('radio', { name: '7 jours' })
      .click();
    await expect.poll(() => totalArticles(contacts)).toBeGreaterThan(oneDay);
    const sevenDays = await totalArticles(contacts);

    await page.reload();
    await contacts.getByRole('listitem').first().waitFor();
    expect(await page.getByText('7 jours', { exact: true }).count()).toBeGreaterThan(0);
    expect(await totalArticles(contacts)).toBe(sevenDays);

    const first = contacts.getByRole('link').first();
    const name = new URL((await first.getAttribute('href'))!, 'http://x').searchParams.get('name')!;
    await first.click();
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await page.getByRole('article').first().waitFor();
  });

  it('lists as many posts as a row counts over the period, and a bare deep link shows the same', async () => {
    const page = await b.newPage();
    await signInWithPin(page, READER, '1234', '/app/tendance');
    await page.getByRole('button', { name: 'Durée de parution' }).click();
    await page.getByRole('radio', { name: '7 jours' }).click();
    const contacts = page.getByRole('tabpanel', { name: 'Contacts' });
    // The least cited row: its posts fit in one page.
    const row = contacts.getByRole('link').last();
    await expect.poll(() => row.getAttribute('href')).toContain('days=7');
    const link = new URL((await row.getAttribute('href'))!, 'http://x');
    const name = link.searchParams.get('name')!;
    const count = Number(link.searchParams.get('nbArticle'));
    await row.click();
    await page.getByRole('article').first().waitFor();
    expect(await page.getByRole('article').count()).toBe(count);

    await page.goto(link.pathname);
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await page.getByText(`${count} article`).first().waitFor();
    await page.getByRole('article').first().waitFor();
    expect(await page.getByRole('article').count()).toBe(count);
  });

  it('shows a reader no confidential theme, and an analyst the lock on one', async () => {
    const reader = await b.newPage();
    await signInWithPin(reader, READER, '1234', '/app/tendance');
    await reader.getByRole('tab', { name: 'Thèmes' }).click();
    const readerThemes = reader.getByRole('tabpanel', { name: 'Thèmes' });
    await readerThemes.getByRole('listitem').first().waitFor();
    await reader.getByRole('button', { name: 'Durée de parution' }).click();
    await reader.getByRole('radio', { name: '30 jours' }).click();
    await expect.poll(() => readerThemes.getByRole('listitem').count()).toBeGreaterThan(3);
    expect(await readerThemes.getByText('Confidentiel').count()).toBe(0);
    expect(await readerThemes.getByText('Dossiers sensibles').count()).toBe(0);

    const analyst = await b.newPage();
    await signInWithPin(analyst, ANALYST, '1234', '/app/tendance');
    await analyst.getByRole('button', { name: 'Durée de parution' }).click();
    await analyst.getByRole('radio', { name: '30 jours' }).click();
    await analyst.getByRole('tab', { name: 'Thèmes' }).click();
    const analystThemes = analyst.getByRole('tabpanel', { name: 'Thèmes' });
    await analystThemes.getByText('Confidentiel').first().waitFor();
  });

  for (const dark of [false, true]) {
    it(`has no axe violation on Trends and its picker in the ${dark ? 'dark' : 'light'} theme`, async () => {
      const page = await b.newPage();
      await preferTheme(page, dark);
      await signInWithPin(page, ANALYST, '1234', '/app/tendance');
      await page.getByRole('tabpanel', { name: 'Contacts' }).getByRole('listitem').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      // Nothing in the off-screen tabs may widen the page (fixed elements would move off-centre).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(412);
      await page.getByRole('button', { name: 'Durée de parution' }).click();
      await page.getByRole('dialog', { name: 'Durée de parution' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
