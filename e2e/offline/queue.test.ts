import { describe, expect, it } from 'vitest';
import { axeInBothThemes } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { callApi } from '../support/flows.ts';
import { signInReadyOffline } from '../support/offline.ts';

const b = useBrowser();

// docs/product.md §4.5: what a reader does offline is kept on the device and sent once back online.
describe('actions taken offline', () => {
  it('are kept across a reload offline, then reach the server once each when the connection is back', async () => {
    const page = await b.newPage();
    await signInReadyOffline(page);
    const cards = page
      .getByRole('tabpanel', { name: 'Derniers Contenus' })
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Ajouter aux signets', pressed: false }) });
    const postId = async (index: number) =>
      (await cards.nth(index).getByRole('heading').getByRole('link').getAttribute('href'))!
        .split('/')
        .at(-1)!;
    const [first, second, commented] = [await postId(0), await postId(1), await postId(2)];
    const pending = page.getByRole('img', { name: "En attente d'envoi" });

    await page.context().setOffline(true);
    for (const id of [first, second]) {
      const card = cards.filter({ has: page.locator(`a[href$="/post/${id}"]`) });
      await card.getByRole('button', { name: 'Ajouter aux signets' }).click();
    }
    await expect.poll(() => pending.count()).toBe(2);

    await page.goto(`/app/post/${commented}`);
    const text = `Écrit hors ligne ${Date.now()}`;
    await page.getByRole('combobox', { name: 'Votre commentaire' }).fill(text);
    await page.getByRole('button', { name: 'Envoyer le commentaire' }).click();
    await page
      .getByRole('listitem')
      .filter({ hasText: text })
      .getByRole('img', { name: "En attente d'envoi" })
      .waitFor();
    expect(await axeInBothThemes(page)).toEqual({ light: [], dark: [] });

    await page.reload();
    await page.getByRole('listitem').filter({ hasText: text }).waitFor();
    await page.goto('/app');
    await expect.poll(() => pending.count()).toBe(2);

    await page.context().setOffline(false);
    await expect.poll(() => pending.count(), { timeout: 15_000 }).toBe(0);
    const bookmarks = await callApi<string[]>(page, 'GET', '/bookmark');
    expect(bookmarks.filter((id) => id === first || id === second).sort()).toEqual([first, second].sort());
    const comments = await callApi<{ body: { content: string }[] }[]>(
      page,
      'GET',
      `/post/${commented}/comments`,
    );
    expect(
      comments.filter((comment) => comment.body.map((part) => part.content).join(' ') === text),
    ).toHaveLength(1);
  });
});
