import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { callApi, EDITOR, READER, signInWithPin, tabBar } from '../support/flows.ts';
import { runCli } from '../support/server.ts';

const b = useBrowser();
const assets = path.resolve(import.meta.dirname, '../../apps/web/dist/assets');
// A colleague of its own: no conversation from other scenarios is waiting for them.
const NEWCOMER = {
  email: 'chloe.nouvelle@vigie.example',
  password: 'chat-password-1',
  name: 'Chloé Nouvelle',
};

beforeAll(async () => {
  await runCli(
    inject('dataDir'),
    'user',
    'add',
    '--email',
    NEWCOMER.email,
    '--password',
    NEWCOMER.password,
    '--firstname',
    'Chloé',
    '--lastname',
    'Nouvelle',
  );
});

/** The roster entry converse shows for a colleague, in French. */
const rosterEntry = (page: Page, name: string) =>
  page.getByTitle(new RegExp(`^Cliquez pour discuter avec ${name}`));
const unreadBadge = (page: Page) => tabBar(page).getByRole('status', { name: 'Nouveaux messages' });

/** Opens the Message tab and waits for converse: its roster, or the conversation it opens on. */
async function openMessages(page: Page): Promise<number> {
  const started = Date.now();
  await tabBar(page).getByRole('link', { name: 'Messages' }).click();
  const roster = page.getByTitle(/^Cliquez pour discuter avec/).first();
  await roster
    .or(page.getByRole('button', { name: 'Envoyer le message' }))
    .first()
    .waitFor({ timeout: 30_000 });
  return Date.now() - started;
}

async function signInNewcomer(page: Page): Promise<void> {
  await signInWithPin(page, NEWCOMER.email, '1234', '/app', NEWCOMER.password);
}

describe('Chat', () => {
  it('ships converse.js as its own files: no script of the app carries its XMPP library', async () => {
    const scripts = (await readdir(assets)).filter((name) => name.endsWith('.js'));
    for (const name of scripts)
      expect(await readFile(path.join(assets, name), 'utf8')).not.toContain('Strophe');
    const [folder] = (await readdir(assets)).filter((name) => /^converse-\d/.test(name));
    expect(await readFile(path.join(assets, folder!, 'converse.min.js'), 'utf8')).toContain('Strophe');
  });

  it('loads converse.js only when the Message tab first opens, in French, with the colleagues', async () => {
    const page = await b.newPage();
    const chatFiles: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/\/converse-\d/.test(pathname)) chatFiles.push(pathname);
    });
    await signInNewcomer(page);
    await page.getByRole('article').first().waitFor();
    expect(chatFiles).toEqual([]);

    const cold = await openMessages(page);
    expect(chatFiles.some((file) => file.endsWith('/converse.min.js'))).toBe(true);
    expect(chatFiles.some((file) => file.includes('/fr-LC_MESSAGES-converse-po.js'))).toBe(true);
    for (const name of ['Inès Carpentier', 'Margaux Delmas', 'Julien Marchand'])
      await rosterEntry(page, name).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await tabBar(page).getByRole('link', { name: 'Accueil' }).click();
    await page.getByRole('article').first().waitFor();
    const warm = await openMessages(page);
    console.log(`Message tab to roster: ${cold} ms cold, ${warm} ms warm`);
    expect(chatFiles.filter((file) => file.endsWith('/converse.min.js'))).toHaveLength(1);
  }, 90_000);

  it('shares a post from A to B: B sees the badge, the message and its link, and answers A', async () => {
    const sender = await b.newPage();
    const receiver = await b.newPage();
    await signInNewcomer(receiver);
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
    await dialog.getByRole('searchbox').fill('chloe');
    await dialog.getByRole('checkbox', { name: NEWCOMER.name }).check();
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await sender.getByText('Message envoyé').waitFor({ timeout: 30_000 });

    await unreadBadge(receiver).waitFor({ timeout: 30_000 });
    // On a phone-sized screen converse opens straight onto the conversation that has news.
    await tabBar(receiver).getByRole('link', { name: 'Messages' }).click();
    const link = receiver.getByRole('link', { name: new RegExp(`/app/post/${post.id}`) }).last();
    await link.waitFor({ timeout: 30_000 });
    await receiver.getByText(post.title, { exact: false }).last().waitFor();
    expect(await axeViolations(receiver)).toEqual([]);
    expect(await unreadBadge(receiver).count()).toBe(0);
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

  it('messages whom a comment mentions, and ends the chat and its stored data at sign-out', async () => {
    const mentioned = await b.newPage();
    await signInNewcomer(mentioned);
    await openMessages(mentioned);
    await tabBar(mentioned).getByRole('link', { name: 'Accueil' }).click();

    const author = await b.newPage();
    await signInWithPin(author, READER);
    const feed = await callApi<{ data: { id: string; confidential: boolean }[] }>(
      author,
      'GET',
      '/post/feed/normal',
    );
    await author.goto(`/app/post/${feed.data.find((post) => !post.confidential)!.id}`);
    const box = author.getByRole('combobox', { name: 'Votre commentaire' });
    await box.pressSequentially('À voir @chl');
    await author
      .getByRole('listbox', { name: 'Personnes à mentionner' })
      .getByRole('option')
      .first()
      .waitFor();
    await box.press('ArrowDown');
    await box.press('Enter');
    expect(await box.inputValue()).toBe('À voir @Chloé ');
    await author.getByRole('button', { name: 'Envoyer le commentaire' }).click();

    await unreadBadge(mentioned).waitFor({ timeout: 30_000 });
    await tabBar(mentioned).getByRole('link', { name: 'Messages' }).click();
    await mentioned.getByText('Je vous ai mentionné dans un commentaire').last().waitFor({ timeout: 30_000 });

    const stored = () =>
      mentioned.evaluate(async () => [
        ...Object.keys(localStorage).filter((key) => key.startsWith('converse')),
        ...(await indexedDB.databases()).flatMap(({ name }) => (name?.startsWith('converse') ? [name] : [])),
      ]);
    expect((await stored()).length).toBeGreaterThan(0);
    // In the app, not by reloading: the chat is still connected when Déconnexion is pressed.
    await mentioned.evaluate(() => {
      history.pushState({}, '', '/app/settings');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await mentioned.getByRole('button', { name: 'Déconnexion' }).click();
    await mentioned.getByLabel('E-mail').waitFor();
    await expect.poll(stored).toEqual([]);
  }, 120_000);

  it("speaks the app's language and wears its theme: English and dark", async () => {
    const page = await b.newPage();
    await signInNewcomer(page);
    await page.evaluate(() => {
      const saved = JSON.parse(localStorage.getItem('vigie') ?? '{}');
      localStorage.setItem(
        'vigie',
        JSON.stringify({ ...saved, state: { ...saved.state, lang: 'en', isDark: true } }),
      );
    });
    await page.reload();
    await page.getByRole('link', { name: 'Messages' }).click();
    await page.getByTitle(/^Click to chat with Inès Carpentier/).waitFor({ timeout: 30_000 });
    expect(await page.locator('converse-root').getAttribute('class')).toContain('theme-dracula');
    expect(await axeViolations(page)).toEqual([]);
  }, 90_000);
});
