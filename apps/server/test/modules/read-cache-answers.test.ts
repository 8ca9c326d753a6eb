import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { cachedGet, useCachingApp } from '../helpers/caching-app.ts';
import { createPost, createTheme, createUser } from '../helpers/factories.ts';
import { call, signIn } from '../helpers/http.ts';

const t = useCachingApp();
let reader: string;
let insider: string;
let author: Awaited<ReturnType<typeof createUser>>;
let authorCookie: string;

beforeAll(async () => {
  reader = await signIn(t.app, (await createUser(t.db)).email);
  insider = await signIn(t.app, (await createUser(t.db, { has_confidential_access: true })).email);
  author = await createUser(t.db, { firstname: 'Agnès' });
  authorCookie = await signIn(t.app, author.email);
  for (let i = 0; i < 30; i++)
    await createPost(t.db, { publish_date: new Date(Date.now() - (i + 60) * 60_000) });
});

const ids = (body: { data: { id: string }[] }) => body.data.map((p) => p.id);
const feedPage = async (cookie: string) => (await call(t.app, 'GET', '/post/feed/normal', cookie)).json();

describe('answers kept in memory', () => {
  it('answers a repeated post or feed page with no statement, as the database would', async () => {
    const post = await createPost(t.db, { author_id: author.id, description: '# Détail' });
    const uncached = await buildApp({ db: t.db, config: t.config });
    const firstPage = (await call(uncached, 'GET', '/post/feed/normal?limit=7', reader)).json();
    for (const path of [
      `/post/${post.id}`,
      '/post/feed/normal',
      '/post/feed/normal?limit=7',
      `/post/feed/normal?limit=7&cursor=${firstPage.cursor}`,
      '/post/search?query=a',
      '/trending/all?days=7',
    ]) {
      const cached = await cachedGet(t, path, reader);
      expect(cached.statusCode).toBe(200);
      expect(cached.json()).toEqual((await call(uncached, 'GET', path, reader)).json());
    }
    await uncached.close();
  });

  it('never gives a reader without access what an insider’s answers hold, for the same post or page', async () => {
    const restricted = await createTheme(t.db, { confidential: true });
    const open = await createTheme(t.db);
    const cited = await createPost(t.db, { themes: [open.id, restricted.id] });
    const secret = await createPost(t.db, { confidential: true, title: 'Note réservée' });
    const insiderPost = (await cachedGet(t, `/post/${cited.id}`, insider)).json();
    expect(insiderPost.themes.map((th: { id: string }) => th.id)).toEqual([open.id, restricted.id]);
    expect((await cachedGet(t, `/post/${secret.id}`, insider)).json().title).toBe('Note réservée');
    const insiderPage = (await cachedGet(t, '/post/feed/normal', insider)).json();
    expect(ids(insiderPage)).toContain(secret.id);

    expect((await call(t.app, 'GET', `/post/${secret.id}`, reader)).statusCode).toBe(404);
    const readerPost = (await call(t.app, 'GET', `/post/${cited.id}`, reader)).json();
    expect(readerPost.themes.map((th: { id: string }) => th.id)).toEqual([open.id]);
    const readerPage = await feedPage(reader);
    expect(ids(readerPage)).not.toContain(secret.id);
    const readerCard = readerPage.data.find((p: { id: string }) => p.id === cited.id);
    expect(readerCard.themes.map((th: { id: string }) => th.id)).toEqual([open.id]);
    expect(JSON.stringify(readerPage)).not.toContain(restricted.id);

    const search = '/post/search?query=r%C3%A9serv%C3%A9e';
    expect(ids((await cachedGet(t, search, insider)).json())).toContain(secret.id);
    expect(ids((await call(t.app, 'GET', search, reader)).json())).not.toContain(secret.id);
  });

  it('sends one load’s statements for two identical requests arriving together, and answers both', async () => {
    const [alone, paired] = [await createPost(t.db), await createPost(t.db)];
    // Once this answer comes from memory, the writes above have been notified.
    await cachedGet(t, '/post/feed/normal', reader);
    const statementsOf = async (requests: () => Promise<unknown>) => {
      const before = t.queries();
      await requests();
      return t.queries() - before;
    };
    const one = await statementsOf(() => call(t.app, 'GET', `/post/${alone.id}`, reader));
    const pair = () => Promise.all([1, 2].map(() => call(t.app, 'GET', `/post/${paired.id}`, reader)));
    let answers: Awaited<ReturnType<typeof pair>> = [];
    const two = await statementsOf(async () => {
      answers = await pair();
    });
    expect(one).toBeGreaterThan(0);
    expect(two).toBe(one);
    expect(answers.map((answer) => answer.json().id)).toEqual([paired.id, paired.id]);
  });
});

describe('writes by this server', () => {
  it('shows a comment on the very next GET /post/{id} and feed page', async () => {
    const post = await createPost(t.db);
    expect((await cachedGet(t, `/post/${post.id}`, reader)).json().comments).toEqual([]);
    await cachedGet(t, '/post/feed/normal', reader);
    const added = await call(t.app, 'POST', '/post/comment', reader, {
      post_comment: { post_id: post.id, body: [{ type: 'text', content: 'Vu' }] },
    });
    expect(added.statusCode, added.body).toBe(200);
    const detail = (await call(t.app, 'GET', `/post/${post.id}`, reader)).json();
    expect(detail.comments.map((c: { id: string }) => c.id)).toEqual([added.json().id]);
    const card = (await feedPage(reader)).data.find((p: { id: string }) => p.id === post.id);
    expect(card.comments_count).toBe(1);
  });

  it('shows a profile update on the very next answers citing its author', async () => {
    const post = await createPost(t.db, { author_id: author.id });
    expect((await cachedGet(t, `/post/${post.id}`, reader)).json().author.firstname).toBe('Agnès');
    const updated = await call(t.app, 'PUT', `/user/${author.id}`, authorCookie, {
      user: { firstname: 'Anne', lastname: author.lastname, biography: '' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await call(t.app, 'GET', `/post/${post.id}`, reader)).json().author.firstname).toBe('Anne');
  });

  it('keeps answers across a bookmark, which no shared answer shows', async () => {
    const post = await createPost(t.db);
    await cachedGet(t, `/post/${post.id}`, reader);
    expect((await call(t.app, 'POST', `/bookmark/${post.id}/set`, reader)).statusCode).toBe(200);
    const before = t.queries();
    await call(t.app, 'GET', `/post/${post.id}`, reader);
    expect(t.queries() - before).toBe(0);
  });
});

describe('changes the cache cannot see coming', () => {
  it('shows a post changed or added by another connection once the notification arrives', async () => {
    const post = await createPost(t.db, { title: 'Avant' });
    await cachedGet(t, `/post/${post.id}`, reader);
    await cachedGet(t, '/post/feed/normal', reader);
    await t.other.query(`UPDATE posts SET title = 'Après' WHERE id = $1`, [post.id]);
    await t.other.query(
      `INSERT INTO posts (id, title, type, publish_date) VALUES ('c0ffee00c0ffee00c0ffee00', 'Par la CLI', 'news', now())`,
    );
    const title = async () => (await call(t.app, 'GET', `/post/${post.id}`, reader)).json().title;
    await expect.poll(title, { timeout: 2_000, interval: 10 }).toBe('Après');
    await expect
      .poll(async () => ids(await feedPage(reader))[0], { timeout: 2_000, interval: 10 })
      .toBe('c0ffee00c0ffee00c0ffee00');
  });

  it('keeps the other posts’ pages when a post is published or changed, and drops the lists and its own', async () => {
    const [kept, changed] = [await createPost(t.db), await createPost(t.db, { title: 'Avant' })];
    await cachedGet(t, `/post/${kept.id}`, reader);
    await cachedGet(t, `/post/${changed.id}`, reader);
    await cachedGet(t, '/post/feed/normal', reader);
    await t.other.query(
      `INSERT INTO posts (id, title, type, publish_date) VALUES ('facade00facade00facade00', 'Neuf', 'news', now())`,
    );
    await expect
      .poll(async () => ids(await feedPage(reader))[0], { timeout: 2_000, interval: 10 })
      .toBe('facade00facade00facade00');
    await t.other.query(`UPDATE posts SET title = 'Après' WHERE id = $1`, [changed.id]);
    const title = async () => (await call(t.app, 'GET', `/post/${changed.id}`, reader)).json().title;
    await expect.poll(title, { timeout: 2_000, interval: 10 }).toBe('Après');
    const before = t.queries();
    expect((await call(t.app, 'GET', `/post/${kept.id}`, reader)).statusCode).toBe(200);
    expect(t.queries() - before).toBe(0);
  });

  it('shows its own newsroom’s publication in the next feed page, keeping the other posts’ pages', async () => {
    const editor = await signIn(t.app, (await createUser(t.db, { role: 'editor' })).email);
    const kept = await createPost(t.db);
    await cachedGet(t, `/post/${kept.id}`, reader);
    await cachedGet(t, '/post/feed/normal', reader);
    const published = await call(t.app, 'POST', '/admin/posts', editor, {
      post: { title: 'Publié', type: 'news' },
    });
    expect(published.statusCode, published.body).toBe(201);
    expect(ids(await feedPage(reader))[0]).toBe(published.json().id);
    const before = t.queries();
    expect((await call(t.app, 'GET', `/post/${kept.id}`, reader)).statusCode).toBe(200);
    expect(t.queries() - before).toBe(0);
  });

  it('keeps its answers across statements that change no row, as the due publications claim every 5 s', async () => {
    const post = await createPost(t.db);
    await cachedGet(t, `/post/${post.id}`, reader);
    await t.other.query(
      `UPDATE posts SET pushes_queued_at = now() WHERE is_published AND pushes_queued_at IS NULL AND false`,
    );
    await t.other.query('DELETE FROM sessions WHERE false');
    await t.other.query('UPDATE trend_counts SET total = total WHERE false');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const before = t.queries();
    expect((await call(t.app, 'GET', `/post/${post.id}`, reader)).statusCode).toBe(200);
    expect(t.queries() - before).toBe(0);
  });

  it('shows the trends of a refresh made by another process once the notification arrives', async () => {
    await cachedGet(t, '/trending/all?days=30', reader);
    await t.other.query(
      `INSERT INTO trend_answers (period_days, audience, body) VALUES (30, 'public', $1)
       ON CONFLICT (period_days, audience) DO UPDATE SET body = EXCLUDED.body`,
      [JSON.stringify({ contact: [], theme: [], entity: [] })],
    );
    await expect
      .poll(async () => (await call(t.app, 'GET', '/trending/all?days=30', reader)).json(), {
        timeout: 2_000,
        interval: 10,
      })
      .toEqual({ contact: [], theme: [], entity: [] });
  });

  it('shows a post dated 1.5 s ahead in feed page 1 once that time has passed, with no write', async () => {
    const publishAt = Date.now() + 1_500;
    const scheduled = await createPost(t.db, { publish_date: new Date(publishAt) });
    expect(ids((await cachedGet(t, '/post/feed/normal', reader)).json())).not.toContain(scheduled.id);
    await new Promise((resolve) => setTimeout(resolve, publishAt - Date.now() + 50));
    expect(ids(await feedPage(reader))[0]).toBe(scheduled.id);
    expect((await call(t.app, 'GET', `/post/${scheduled.id}`, reader)).statusCode).toBe(200);
  });

  it('keeps nothing while its listening connection is down, and caches again once it is back', async () => {
    const post = await createPost(t.db, { title: 'Écouté' });
    await cachedGet(t, `/post/${post.id}`, reader);
    await t.other.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND application_name = 'vigie listen vigie_changes'`,
    );
    const statementsPerGet = async () => {
      const before = t.queries();
      await call(t.app, 'GET', `/post/${post.id}`, reader);
      return t.queries() - before;
    };
    await expect.poll(statementsPerGet, { timeout: 2_000, interval: 10 }).toBeGreaterThan(0);
    // Nobody listens: this change is never notified.
    await t.other.query(`UPDATE posts SET title = 'Pendant la coupure' WHERE id = $1`, [post.id]);
    expect((await call(t.app, 'GET', `/post/${post.id}`, reader)).json().title).toBe('Pendant la coupure');
    expect(await statementsPerGet()).toBeGreaterThan(0);
    await expect.poll(statementsPerGet, { timeout: 5_000, interval: 50 }).toBe(0);
    expect((await call(t.app, 'GET', `/post/${post.id}`, reader)).json().title).toBe('Pendant la coupure');
  });
});
