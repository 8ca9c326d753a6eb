import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeInBothThemes } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { ANALYST, callApi, logIn, tabBar, typePin } from '../support/flows.ts';
import { useNewsroomApi } from '../support/newsroom.ts';
import { signInReadyOffline } from '../support/offline.ts';

const b = useBrowser();
const newsroom = useNewsroomApi();

/** Opens a post's page and waits for it: online, this leaves a copy the worker answers with offline. */
async function openPost(page: Page, id: string, title: string): Promise<void> {
  await page.goto(`/app/post/${id}`);
  await page.getByRole('heading', { level: 2, name: title }).waitFor();
}

const pending = (page: Page) => page.getByRole('img', { name: "En attente d'envoi" });
const notice = (page: Page, text: string) => page.getByRole('status').getByText(text).first();
const bookmarks = (page: Page) => callApi<string[]>(page, 'GET', '/bookmark');

// docs/product.md §4.14: what the server refuses on the way back is said plainly, and nothing goes twice.
describe('actions taken offline that meet a change', () => {
  it('roll a bookmark back, and keep a comment as a draft, when the post was retracted meanwhile', async () => {
    const stamp = Date.now();
    const bookmarked = { title: `Signet retiré entre-temps ${stamp}` };
    const commented = { title: `Commentaire retiré entre-temps ${stamp}` };
    const [bookmarkedId, commentedId] = [
      await newsroom.publish(bookmarked.title),
      await newsroom.publish(commented.title),
    ];
    const page = await b.newPage();
    await signInReadyOffline(page);
    await openPost(page, bookmarkedId, bookmarked.title);
    await openPost(page, commentedId, commented.title);

    await page.context().setOffline(true);
    await openPost(page, bookmarkedId, bookmarked.title);
    await page.getByRole('button', { name: 'Ajouter aux signets' }).click();
    await pending(page).waitFor();
    await openPost(page, commentedId, commented.title);
    const text = `Écrit avant le retrait ${stamp}`;
    const box = page.getByRole('combobox', { name: 'Votre commentaire' });
    await box.fill(text);
    await page.getByRole('button', { name: 'Envoyer le commentaire' }).click();
    await page.getByRole('listitem').filter({ hasText: text }).getByRole('img').waitFor();

    await newsroom.retract(bookmarkedId);
    await newsroom.retract(commentedId);
    await page.context().setOffline(false);

    await notice(page, "Signet non enregistré : ce contenu n'est plus visible pour vous.").waitFor({
      timeout: 15_000,
    });
    await notice(page, "Commentaire non publié : ce contenu n'est plus visible pour vous.").waitFor();
    await expect.poll(() => pending(page).count()).toBe(0);
    expect(await bookmarks(page)).not.toContain(bookmarkedId);

    // The post's page can no longer show the post: it shows the draft, to be copied, then let go.
    const draft = page.getByRole('region', { name: 'Commentaire non publié' });
    await draft.getByText(text).waitFor();
    expect(await axeInBothThemes(page)).toEqual({ light: [], dark: [] });
    await page.reload();
    await draft.getByText(text).waitFor();
    await draft.getByRole('button', { name: 'Supprimer le brouillon' }).click();
    await draft.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('alert').filter({ hasText: 'Not found' }).waitFor();
    expect(await draft.count()).toBe(0);
  });

  it('ask before signing out with actions waiting, then drop them', async () => {
    const title = `Signet abandonné ${Date.now()}`;
    const postId = await newsroom.publish(title);
    const page = await b.newPage();
    await signInReadyOffline(page);
    await openPost(page, postId, title);
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Ajouter aux signets' }).click();
    await pending(page).waitFor();

    await page.goto('/app/settings');
    const signOut = page.getByRole('button', { name: 'Déconnexion' });
    const question = page.getByRole('alertdialog', {
      name: '1 action en attente sera perdue. Se déconnecter ?',
    });
    await signOut.click();
    await question.waitFor();
    expect(await axeInBothThemes(page)).toEqual({ light: [], dark: [] });
    await question.getByRole('button', { name: 'Annuler' }).click();
    await question.waitFor({ state: 'detached' });
    expect(page.url()).toMatch(/\/app\/settings$/);
    await signOut.click();
    await question.getByRole('button', { name: 'Déconnexion' }).click();
    await page.getByLabel('E-mail').waitFor();

    await page.context().setOffline(false);
    await page.reload();
    await logIn(page, ANALYST);
    await page.getByRole('heading', { name: /vous devez créer un NIP/ }).waitFor();
    await typePin(page, '1234');
    await tabBar(page).waitFor();
    await openPost(page, postId, title);
    await page.getByRole('button', { name: 'Ajouter aux signets', pressed: false }).waitFor();
    expect(await pending(page).count()).toBe(0);
    expect(await bookmarks(page)).not.toContain(postId);
  });
});
