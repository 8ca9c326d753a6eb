import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { HOME_ANSWERS_ID, type HomeAnswers } from '@vigie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';
import { createPost } from '../helpers/factories.ts';
import { useReaderAndInsider } from '../helpers/http.ts';

const root = await mkdtemp(path.join(os.tmpdir(), 'vigie-web-'));
const dist = path.join(root, 'dist');
const ENTRY = '<script type="module" crossorigin src="/assets/index-abc.js"></script>';
const INDEX = `<!doctype html>\n<html lang="fr"><head><title>Vigie</title><style>.all{}</style>${ENTRY}<link rel="modulepreload" crossorigin href="/assets/i18n-def.js"></head><body><div id="root"><div class="splash"></div></div>\n</body></html>`;
await mkdir(path.join(root, 'dist-ssr'), { recursive: true });
await mkdir(dist);
await writeFile(path.join(dist, 'index.html'), INDEX);
// The contract the web build's renderer keeps (apps/web/src/app/first-paint.tsx), in a few lines: the
// real one is tried in a browser (e2e/reading/first-cards.test.ts). A title "boom" makes it throw.
await writeFile(
  path.join(root, 'dist-ssr', 'first-paint.js'),
  `const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
export function renderHome(answers, lang, isDark) {
  if (answers.feed.data.some((post) => post.title === 'boom')) throw new Error('boom');
  const cards = answers.feed.data.map((post) => '<article>' + escape(post.title) + '</article>');
  return '<p>' + answers.account.firstname + ' ' + lang + ' ' + isDark + '</p>' + cards.join('');
}`,
);
// The CSS of what the renderer paints, and the whole stylesheet index.html inlines, as a file.
await writeFile(path.join(root, 'dist-ssr', 'first-paint.css'), '.card{}\n');
await mkdir(path.join(dist, '.vite'));
await writeFile(path.join(dist, '.vite', 'stylesheet.json'), JSON.stringify({ file: 'assets/style-1.css' }));
afterAll(() => rm(root, { recursive: true, force: true }));

const t = useTestApp({ webDistDir: dist });
const cookies = useReaderAndInsider(t);
const FIRST_PAINT = 'vigie_first_paint=en.dark';
const SCRIPT_TITLE = '</script><script>alert(1)</script>';

const home = (cookie: string) => t.app.inject({ method: 'GET', url: '/app', headers: { cookie } });

/** The inline script that starts the app: the only script element written without attributes. */
const startScript = (html: string) => /<script>(.*?)<\/script>/.exec(html)?.[1] ?? '';
const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function answersIn(html: string): HomeAnswers {
  const json = new RegExp(`<script type="application/json" id="${HOME_ANSWERS_ID}">(.*?)</script>`).exec(
    html,
  );
  expect(json, html).not.toBeNull();
  return JSON.parse(json![1]!) as HomeAnswers;
}

describe("Home's first cards, painted by the server", () => {
  beforeAll(async () => {
    await createPost(t.db, { title: 'Public note', publish_date: new Date(Date.now() - 60_000) });
    await createPost(t.db, { title: 'Insider note', confidential: true });
    await createPost(t.db, { title: SCRIPT_TITLE, publish_date: new Date(Date.now() - 120_000) });
  });

  it('paints the cards of an unlocked app in its language and theme, with the answers it shows, for this user only', async () => {
    const page = await home(`${cookies.reader}; ${FIRST_PAINT}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.headers.vary).toContain('cookie');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('<html lang="en" data-theme="dark">');
    expect(page.body).toMatch(
      /<div id="root" data-first-paint="home" aria-busy="true"><p>\S+ en true<\/p><article>/,
    );
    expect(page.body).toContain('<article>Public note</article>');
    const answers = answersIn(page.body);
    const feed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/post/feed/normal',
      headers: { cookie: cookies.reader },
    });
    expect(answers.feed).toEqual(feed.json());
    expect(answers.account.email).toBeDefined();
    expect(answers).toHaveProperty('bookmarks');
    expect(answers).toHaveProperty('markers');
  });

  it('starts the app once the cards are painted, by an inline script the CSP allows by its hash', async () => {
    const page = await home(`${cookies.reader}; ${FIRST_PAINT}`);
    expect(page.body).not.toContain('<script type="module"');
    expect(page.body).not.toContain('<link rel="modulepreload"');
    const start = startScript(page.body);
    expect(start).toContain("'first-contentful-paint'");
    expect(start).toContain(`e.rel='modulepreload';e.href="/assets/i18n-def.js"`);
    expect(start).toContain('import("/assets/index-abc.js")');
    expect(page.headers['content-security-policy']).toContain(`script-src 'self' ${cspHash(start)};`);
  });

  it("inlines only the CSS of what it paints, and the app's start brings the whole stylesheet", async () => {
    const page = await home(`${cookies.reader}; ${FIRST_PAINT}`);
    expect(page.body).toContain('<style>.card{}</style>');
    expect(page.body).not.toContain('.all{}');
    expect(startScript(page.body)).toContain(`e.rel='stylesheet';e.href="/assets/style-1.css"`);
    expect(page.headers['content-security-policy']).toContain(cspHash('.card{}'));
    const locked = await home(cookies.reader);
    expect(locked.body).toContain('<style>.all{}</style>');
  });

  it('keeps confidential posts out of the page of a reader without confidential access', async () => {
    const reader = await home(`${cookies.reader}; ${FIRST_PAINT}`);
    expect(reader.body).not.toContain('Insider note');
    const insider = await home(`${cookies.insider}; ${FIRST_PAINT}`);
    expect(insider.body).toContain('<article>Insider note</article>');
  });

  it('lets no text of a post close the script element of the answers', async () => {
    const page = await home(`${cookies.reader}; ${FIRST_PAINT}`);
    expect(page.body).not.toContain(SCRIPT_TITLE);
    // The app's start, then the answers.
    expect(page.body.match(/<script/g)).toHaveLength(2);
    expect(answersIn(page.body).feed.data.map((post) => post.title)).toContain(SCRIPT_TITLE);
  });

  it('sends the page without cards to a locked app, a rejected session or a bad cookie', async () => {
    for (const cookie of [
      cookies.reader,
      'vigie_session=unknown; vigie_first_paint=fr.light',
      `${cookies.reader}; vigie_first_paint=de.light`,
    ]) {
      const page = await home(cookie);
      expect(page.statusCode, cookie).toBe(200);
      expect(page.body, cookie).not.toContain('data-first-paint');
      expect(page.body, cookie).toContain('<div class="splash">');
      expect(page.body, cookie).toContain(ENTRY);
    }
  });

  it('sends the page without cards when the render fails', async () => {
    await createPost(t.db, { title: 'boom' });
    const page = await home(`${cookies.insider}; ${FIRST_PAINT}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('data-first-paint');
  });
});
