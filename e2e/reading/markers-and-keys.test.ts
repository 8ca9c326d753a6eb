import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { axeInBothThemes, axeViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { textAboveCard } from '../support/feed.ts';
import { callApi, signInWithPin } from '../support/flows.ts';
import { useNewsroomApi } from '../support/newsroom.ts';
import { runCli } from '../support/server.ts';

const b = useBrowser();
const READERS = { markers: 'marque-page@vigie.example', keys: 'clavier@vigie.example' };
const PASSWORD = 'lecture-password-1';

// Readers of their own: the demo accounts' markers stay as other scenarios leave them.
beforeAll(async () => {
  for (const email of Object.values(READERS))
    await runCli(
      inject('dataDir'),
      'user',
      'add',
      '--email',
      email,
      '--password',
      PASSWORD,
      '--firstname',
      'Lou',
      '--lastname',
      'Lecteur',
    );
});

const signIn = (page: Page, email: string, path: string) =>
  signInWithPin(page, email, '1234', path, PASSWORD);
const focusTab = (page: Page) => page.getByRole('tab', { name: /^Mes focus/ });

async function desktopPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL });
  return context.newPage();
}

describe('since the last visit, on two devices', () => {
  it('shows the same unread count on a phone and a desktop within a second of focus or reload', async () => {
    const phone = await b.newPage();
    await signIn(phone, READERS.markers, '/app/settings');
    const tree = await callApi<Array<{ id: string; item: string }>>(phone, 'GET', '/poi_theme/tree');
    await callApi(phone, 'POST', `/focus_theme/${tree.find((theme) => theme.item === 'Énergie')!.id}/set`);
    const focusFeed = await callApi<{ data: Array<{ id: string; title: string }> }>(
      phone,
      'GET',
      '/post/feed/focus',
    );
    expect(focusFeed.data.length).toBeGreaterThanOrEqual(3);
    await callApi(phone, 'POST', '/markers', { focus: { last_read_id: focusFeed.data[2]!.id } });

    await phone.goto('/app');
    await expect.poll(() => focusTab(phone).textContent()).toBe('Mes focus 2 non lus');

    const desktop = await desktopPage(b.browser, b.baseUrl);
    try {
      await signIn(desktop, READERS.markers, '/app');
      await expect.poll(() => focusTab(desktop).textContent()).toBe('Mes focus 2 non lus');
      const sent = desktop.waitForResponse(
        (response) =>
          response.url().endsWith('/api/v1/markers') &&
          response.request().method() === 'POST' &&
          (response.request().postData() ?? '').includes('"focus"'),
      );
      await focusTab(desktop).click();
      const panel = desktop.getByRole('tabpanel', { name: /^Mes focus/ });
      const divider = panel.getByText('Nouveau depuis votre dernière visite');
      await divider.waitFor();
      expect(await textAboveCard(panel, 2)).toBe('Nouveau depuis votre dernière visite');
      expect(await axeViolations(desktop)).toEqual([]);
      // The desktop sees the newest posts for a second: its count goes, and its marker moves.
      await expect.poll(() => focusTab(desktop).textContent(), { timeout: 5_000 }).toBe('Mes focus');
      expect((await (await sent).json()).focus.unread_count).toBe(0);

      const focused = Date.now();
      await phone.evaluate(() => window.dispatchEvent(new Event('focus')));
      await expect.poll(() => focusTab(phone).textContent(), { timeout: 1_000 }).toBe('Mes focus');
      expect(Date.now() - focused).toBeLessThan(1_000);

      // A reload reads the markers anew: the count is the desktop's as soon as they are answered.
      const answered = phone.waitForResponse((response) => response.url().includes('/api/v1/markers'));
      await phone.reload();
      await answered;
      await phone.getByRole('feed').first().waitFor();
      expect(await focusTab(phone).textContent()).toBe('Mes focus');
    } finally {
      await desktop.context().close();
    }
  });
});

/** The keyboard reader on Home, once the card at `index` of Derniers Contenus shows. */
async function keyboardReaderAt(index: number, options?: Parameters<typeof b.newPage>[0]) {
  const page = await b.newPage(options);
  await signIn(page, READERS.keys, '/app');
  const panel = page.getByRole('tabpanel', { name: /^Derniers Contenus/ });
  const card = panel.getByRole('feed').getByRole('article').nth(index);
  await card.waitFor();
  return { page, panel, card };
}

describe('reading from the keyboard', () => {
  it('opens the second post with j, j, o, and lists the shortcuts with ? in an accessible dialog', async () => {
    const { page, panel, card: second } = await keyboardReaderAt(1);
    const link = (await second.locator('h2 a').getAttribute('href'))!;

    await page.keyboard.press('j');
    await page.keyboard.press('j');
    expect(await second.evaluate((card) => card === document.activeElement)).toBe(true);
    await page.keyboard.press('o');
    await page.waitForURL(`**${link}`);

    await page.goBack();
    await panel.getByRole('article').first().waitFor();
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Raccourcis clavier' });
    await dialog.getByText('Publication suivante').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('outlines the card reached and scrolls it into view, bookmarks with b, moves with g f, g h and /, and lists the keys in English', async () => {
    const { page, card: sixth } = await keyboardReaderAt(5);
    for (let step = 0; step < 6; step += 1) await page.keyboard.press('j');
    expect(await sixth.evaluate((card) => card === document.activeElement)).toBe(true);
    const shown = await sixth.evaluate((card) => {
      const box = card.getBoundingClientRect();
      return { outline: getComputedStyle(card).outlineStyle, inView: box.top >= 0 && box.top < innerHeight };
    });
    expect(shown).toEqual({ outline: 'solid', inView: true });

    const bookmark = sixth.getByRole('button', { name: 'Ajouter aux signets' });
    await page.keyboard.press('b');
    await expect.poll(() => bookmark.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('b');
    await expect.poll(() => bookmark.getAttribute('aria-pressed')).toBe('false');

    await page.keyboard.press('g');
    await page.keyboard.press('f');
    await page.getByRole('tab', { name: /^Mes focus/, selected: true }).waitFor();
    await page.keyboard.press('g');
    await page.keyboard.press('h');
    await page.getByRole('tab', { name: /^Derniers Contenus/, selected: true }).waitFor();
    await page.keyboard.press('/');
    const search = page.getByRole('searchbox', { name: 'Rechercher' });
    await expect.poll(() => search.evaluate((field) => field === document.activeElement)).toBe(true);

    await page.evaluate(() => {
      const saved = JSON.parse(localStorage.getItem('vigie') ?? '{}');
      localStorage.setItem('vigie', JSON.stringify({ ...saved, state: { ...saved.state, lang: 'en' } }));
    });
    await page.goto('/app');
    await page.getByRole('feed').first().getByRole('article').first().waitFor();
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await dialog.getByText('Next post').waitFor();
    expect(await dialog.getByText('Go to My focus').count()).toBe(1);
    expect(await axeInBothThemes(page)).toEqual({ light: [], dark: [] });
  });
});

describe('posts arriving on top', () => {
  const newsroom = useNewsroomApi();

  it('are announced politely and wait behind a button, which shows them with the focus on the newest', async () => {
    // Without the worker, whose cached answer could stand in for the first reload after the reconnection.
    const { page, panel, card: top } = await keyboardReaderAt(0, { serviceWorkers: 'block' });
    const topTitle = await top.getByRole('heading').textContent();
    const title = `Arrivée pendant la lecture ${Date.now()}`;
    const postId = await newsroom.publish(title, new Date().toISOString());
    try {
      // The connection back, the feed reloads: the new post is there, above the cards shown.
      const offline = page.getByRole('img', { name: 'Hors ligne' });
      await page.context().setOffline(true);
      await offline.first().waitFor();
      await page.context().setOffline(false);
      await offline.first().waitFor({ state: 'detached' });
      await page.getByText('1 nouvelle publication', { exact: true }).waitFor();
      expect(await panel.getByRole('article').first().getByRole('heading').textContent()).toBe(topTitle);
      await page.getByRole('button', { name: 'Afficher 1 nouvelle publication' }).click();
      const arrived = panel.getByRole('article').first();
      await expect.poll(() => arrived.getByRole('heading').textContent()).toBe(title);
      await expect.poll(() => arrived.evaluate((card) => card === document.activeElement)).toBe(true);
    } finally {
      await newsroom.retract(postId);
    }
  });
});
