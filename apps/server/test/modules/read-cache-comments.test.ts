import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/lib/ids.ts';
import { cachedGet, useCachingApp } from '../helpers/caching-app.ts';
import { createContact, createPost, createUser } from '../helpers/factories.ts';
import { call, signIn } from '../helpers/http.ts';

const t = useCachingApp();
let reader: Awaited<ReturnType<typeof createUser>>;
let cookie: string;

beforeAll(async () => {
  reader = await createUser(t.db);
  cookie = await signIn(t.app, reader.email);
  for (let i = 0; i < 30; i++)
    await createPost(t.db, { publish_date: new Date(Date.now() - (i + 60) * 60_000) });
});

type Card = { id: string; comments_count: number };
const FEED = '/post/feed/normal';
const comment = (postId: string, content = 'Vu') =>
  call(t.app, 'POST', '/post/comment', cookie, {
    post_comment: { post_id: postId, body: [{ type: 'text', content }] },
  });

/** Statements a GET sent, the session's included: 0 when it came from memory. */
async function statementsOf(path: string, app = t.app) {
  const before = t.queries();
  expect((await call(app, 'GET', path, cookie)).statusCode).toBe(200);
  return t.queries() - before;
}
const commentsOn = async (postId: string, app = t.app) =>
  (await call(app, 'GET', `/post/${postId}`, cookie)).json().comments.length;
const countOn = async (path: string, postId: string, app = t.app) =>
  (await call(app, 'GET', path, cookie)).json().data.find((card: Card) => card.id === postId).comments_count;

/** Two fresh posts, A on top of the feed and B below it, and pages cached on `app`: A's, B's and the feed's. */
async function cachedPosts(app: FastifyInstance = t.app) {
  const b = await createPost(t.db, { publish_date: new Date(Date.now() - 1_000) });
  const a = await createPost(t.db, { title: 'Ornithologie côtière' });
  for (const path of [`/post/${a.id}`, `/post/${b.id}`, FEED]) await cachedGet(t, path, cookie, app);
  return { a, b };
}

describe('a comment drops only the answers showing its post', () => {
  it('on this server at once: its post’s page and the pages listing it, not the others', async () => {
    const { a, b } = await cachedPosts();
    const page2 = `${FEED}?cursor=${(await cachedGet(t, FEED, cookie)).json().cursor}`;
    const listing = [FEED, `${FEED}?limit=7`, '/post/search?query=ornithologie'];
    const others = [`/post/${b.id}`, page2, '/trending/all?days=7'];
    for (const path of [...listing, ...others]) await cachedGet(t, path, cookie);

    expect((await comment(a.id)).statusCode).toBe(200);
    for (const path of others) expect(await statementsOf(path), path).toBe(0);
    expect(await commentsOn(a.id)).toBe(1);
    for (const path of listing) expect(await countOn(path, a.id), path).toBe(1);
  });

  it('on a second server once notified, keeping its other answers', async () => {
    const second = await t.startServer();
    const { a, b } = await cachedPosts(second);
    expect((await comment(a.id)).statusCode).toBe(200);
    await expect.poll(() => commentsOn(a.id, second), { timeout: 2_000, interval: 10 }).toBe(1);
    await expect.poll(() => countOn(FEED, a.id, second), { timeout: 2_000, interval: 10 }).toBe(1);
    expect(await statementsOf(`/post/${b.id}`, second)).toBe(0);
  });

  it('when another connection writes comments in SQL, once notified: each post a statement changed', async () => {
    // Written before the others are cached: a new post drops everything.
    const c = await createPost(t.db, { publish_date: new Date(Date.now() - 2_000) });
    const { a, b } = await cachedPosts();
    await cachedGet(t, `/post/${c.id}`, cookie);
    const body = JSON.stringify([{ type: 'text', content: 'Par la CLI' }]);
    await t.other.query(
      `INSERT INTO comments (id, post_id, user_id, body) VALUES ($1, $2, $4, $5), ($3, $6, $4, $5)`,
      [newId(), a.id, newId(), reader.id, body, c.id],
    );
    await expect.poll(() => commentsOn(a.id), { timeout: 2_000, interval: 10 }).toBe(1);
    await expect.poll(() => commentsOn(c.id), { timeout: 2_000, interval: 10 }).toBe(1);
    await expect.poll(() => countOn(FEED, a.id), { timeout: 2_000, interval: 10 }).toBe(1);
    expect(await statementsOf(`/post/${b.id}`)).toBe(0);

    await t.other.query('DELETE FROM comments WHERE post_id = $1', [a.id]);
    await expect.poll(() => commentsOn(a.id), { timeout: 2_000, interval: 10 }).toBe(0);
    expect(await statementsOf(`/post/${c.id}`)).toBe(0);
  });
});

describe('writes that drop nothing', () => {
  it('keeps every answer across failed writes', async () => {
    const { a, b } = await cachedPosts();
    const failed = [
      await comment(newId()),
      await comment(a.id, '   '),
      await call(t.app, 'PUT', `/user/${reader.id}`, cookie, { profile: {} }),
    ];
    expect(failed.map((response) => response.statusCode)).toEqual([404, 400, 400]);
    for (const path of [`/post/${a.id}`, `/post/${b.id}`, FEED])
      expect(await statementsOf(path), path).toBe(0);
  });

  it('keeps every answer across bookmarks and focus or notification toggles', async () => {
    const contact = await createContact(t.db);
    const { a, b } = await cachedPosts();
    for (const path of [
      `/bookmark/${a.id}/set`,
      `/bookmark/${a.id}/unset`,
      `/focus_contact/${contact.id}/set`,
      `/notify_contact/${contact.id}/set`,
    ])
      expect((await call(t.app, 'POST', path, cookie)).statusCode, path).toBeLessThan(300);
    for (const path of [`/post/${a.id}`, `/post/${b.id}`, FEED])
      expect(await statementsOf(path), path).toBe(0);
  });
});
