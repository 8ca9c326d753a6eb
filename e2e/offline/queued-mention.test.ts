import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { addReader, signInWithPin, tabBar } from '../support/flows.ts';
import { useNewsroomApi } from '../support/newsroom.ts';
import { signInReadyOffline } from '../support/offline.ts';

const b = useBrowser();
const newsroom = useNewsroomApi();
// A colleague of their own: no other scenario writes to them.
const COLLEAGUE = { email: 'mael.horsligne@vigie.example', password: 'mention-password-1' };

beforeAll(() => addReader(COLLEAGUE.email, COLLEAGUE.password, 'Maël', 'Horsligne'));

/** Opens the Message tab and waits for the chat to be connected (its roster). */
async function openMessages(page: Page): Promise<void> {
  await tabBar(page).getByRole('link', { name: 'Messages' }).click();
  await page
    .getByTitle(/^Cliquez pour discuter avec/)
    .first()
    .waitFor({ timeout: 30_000 });
}

// docs/product.md §4.14: a comment written offline notifies whom it mentions as one written online does.
describe('a comment queued offline that mentions a colleague', () => {
  it('messages them in the chat once it is sent, once', async () => {
    const title = `Mention hors ligne ${Date.now()}`;
    const postId = await newsroom.publish(title);
    const colleague = await b.newPage();
    await signInWithPin(colleague, COLLEAGUE.email, '1234', '/app', COLLEAGUE.password);
    await openMessages(colleague);
    await tabBar(colleague).getByRole('link', { name: 'Accueil' }).click();

    const author = await b.newPage();
    await signInReadyOffline(author, `/app/post/${postId}`);
    await author.getByRole('heading', { level: 2, name: title }).waitFor();
    await author.context().setOffline(true);
    const box = author.getByRole('combobox', { name: 'Votre commentaire' });
    await box.pressSequentially('Vu hors ligne @Maë');
    await author.getByRole('option', { name: 'Maël Horsligne' }).click();
    await author.getByRole('button', { name: 'Envoyer le commentaire' }).click();
    await author.getByRole('listitem').filter({ hasText: 'Vu hors ligne @Maël' }).getByRole('img').waitFor();

    await author.context().setOffline(false);
    await tabBar(colleague).getByRole('status', { name: 'Nouveaux messages' }).waitFor({ timeout: 30_000 });
    await tabBar(colleague).getByRole('link', { name: 'Messages' }).click();
    const message = colleague.getByText(`Je vous ai mentionné dans un commentaire sur « ${title} »`);
    await message.first().waitFor({ timeout: 30_000 });
    // A second sender (the page's replay beside the worker's) would have followed within a moment.
    await author.waitForTimeout(2_000);
    expect(await message.count()).toBe(1);
  }, 120_000);
});
