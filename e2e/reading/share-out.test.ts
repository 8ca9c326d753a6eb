import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeInBothThemes } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { READER, signInWithPin } from '../support/flows.ts';

const b = useBrowser();

/** The first post of Home, opened: its id and title. */
async function openFirstPost(page: Page): Promise<{ id: string; title: string }> {
  const link = page
    .getByRole('tabpanel', { name: 'Derniers Contenus' })
    .getByRole('article')
    .first()
    .getByRole('heading')
    .getByRole('link');
  const title = (await link.textContent()) ?? '';
  const id = (await link.getAttribute('href'))!.split('/').at(-1)!;
  await link.click();
  await page.getByRole('heading', { level: 2, name: title }).waitFor();
  return { id, title };
}

describe('sharing a post to other apps', () => {
  it('copies the post’s link where the browser has no share sheet, says so, and passes axe', async () => {
    const page = await b.newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: b.baseUrl });
    await signInWithPin(page, READER);
    const post = await openFirstPost(page);
    expect(await page.getByRole('button', { name: 'Partager…' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Copier le lien' }).click();
    await page.getByRole('status').filter({ hasText: 'Lien copié' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${b.baseUrl}/app/post/${post.id}`,
    );
    expect(await axeInBothThemes(page)).toEqual({ light: [], dark: [] });
  });

  it('hands the title, summary and link to the system share sheet where there is one', async () => {
    const page = await b.newPage();
    await page.addInitScript(() => {
      (window as unknown as { shared: ShareData[] }).shared = [];
      navigator.share = async (data?: ShareData) => {
        (window as unknown as { shared: ShareData[] }).shared.push(data ?? {});
      };
    });
    await signInWithPin(page, READER);
    const post = await openFirstPost(page);
    await page.getByRole('button', { name: 'Partager…' }).click();
    const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
    expect(shared).toEqual([
      { title: post.title, text: expect.stringMatching(/\S/), url: `${b.baseUrl}/app/post/${post.id}` },
    ]);
  });
});
