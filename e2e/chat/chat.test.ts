import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { ANALYST, callApi, EDITOR, READER, signInWithPin, tabBar } from '../support/flows.ts';

const b = useBrowser();

/** The roster entry converse shows for a colleague, in French. */
const rosterEntry = (page: Page, name: string) =>
  page.getByTitle(new RegExp(`^Cliquez pour discuter avec ${name}`));

async function openMessages(page: Page): Promise<number> {
  const started = Date.now();
  await tabBar(page).getByRole('link', { name: 'Messages' }).click();
  await rosterEntry(page, '(Inès Carpentier|Julien Marchand)').first().waitFor({ timeout: 30_000 });
  return Date.now() - started;
}

describe('Chat', () => {
  it('loads converse.js only when the Message tab first opens, in French, with the colleagues', async () => {
    const page = await b.newPage();
    const chatFiles: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/\/converse-\d/.test(pathname)) chatFiles.push(pathname);
    });
    await signInWithPin(page, READER);
    await page.getByRole('article').first().waitFor();
    expect(chatFiles).toEqual([]);

    const cold = await openMessages(page);
    expect(chatFiles.some((file) => file.endsWith('/converse.min.js'))).toBe(true);
    expect(chatFiles.some((file) => file.includes('/fr-LC_MESSAGES-converse-po.js'))).toBe(true);
    await rosterEntry(page, 'Inès Carpentier').waitFor();
    await rosterEntry(page, 'Margaux Delmas').waitFor();

    await tabBar(page).getByRole('link', { name: 'Accueil' }).click();
    await page.getByRole('article').first().waitFor();
    const warm = await openMessages(page);
    console.log(`Message tab to roster: ${cold} ms cold, ${warm} ms warm`);
    expect(chatFiles.filter((file) => file.endsWith('/converse.min.js'))).toHaveLength(1);
  }, 90_000);

  it('shares a post from A to B: B sees the badge, the message and its link, and answers A', async () => {
    const sender = await b.newPage();
    const receiver = await b.newPage();
    await signInWithPin(receiver, ANALYST);
    await openMessages(receiver);
    await tabBar(receiver).getByRole('link', { name: 'Accueil' }).click();

    await signInWithPin(sender, EDITOR);
    const feed = await callApi<{ data: { id: string; title: string; confidential: boolean }[] }>(
      sender,
      'GET',
      '/post/feed/normal',
    );
    const post = feed.data.find((candidate) => !candidate.confidential)!;
    await sender.goto(`/app/post/${post.id}`);
    await sender.getByRole('button', { name: 'Partager par message privé' }).click();
    const dialog = sender.getByRole('dialog', { name: 'Partager par message privé' });
    await dialog.getByRole('searchbox').fill('ines');
    await dialog.getByRole('checkbox', { name: 'Inès Carpentier' }).check();
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await sender.getByText('Message envoyé').waitFor({ timeout: 30_000 });

    await tabBar(receiver).getByRole('status', { name: 'Nouveaux messages' }).waitFor({ timeout: 30_000 });
    await tabBar(receiver).getByRole('link', { name: 'Messages' }).click();
    // On a phone-sized screen converse opens straight onto the conversation that has news.
    const link = receiver.getByRole('link', { name: new RegExp(`/app/post/${post.id}`) }).last();
    await link.waitFor({ timeout: 30_000 });
    await receiver.getByText(post.title, { exact: false }).last().waitFor();
    expect(await tabBar(receiver).getByRole('status', { name: 'Nouveaux messages' }).count()).toBe(0);
    await link.click();
    await receiver.waitForURL((url) => url.pathname === `/app/post/${post.id}`);
    expect(new URL(receiver.url()).searchParams.get('focus_comment')).toBe('false');
    await receiver.getByRole('heading', { name: post.title }).waitFor();

    await tabBar(receiver).getByRole('link', { name: 'Messages' }).click();
    const box = receiver.getByPlaceholder('Message').last();
    await box.fill('Bien reçu, merci');
    await box.press('Enter');
    await tabBar(sender).getByRole('link', { name: 'Messages' }).click();
    await sender.getByText('Bien reçu, merci').last().waitFor({ timeout: 30_000 });
  }, 150_000);
});
