import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';
import { createPost, createUser } from '../helpers/factories.ts';
import { call, signIn, useReaderAndInsider } from '../helpers/http.ts';

const t = useTestApp();
const audiences = useReaderAndInsider(t);

describe('bookmarks', () => {
  it('sets and unsets idempotently, accepting the bodiless JSON POST the client sends', async () => {
    const older = await createPost(t.db);
    const newer = await createPost(t.db);
    for (let i = 0; i < 2; i++) {
      const set = await call(t.app, 'POST', `/bookmark/${older.id}/set`, audiences.reader);
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json()).toEqual({ post_id: older.id, bookmarked: true });
    }
    await call(t.app, 'POST', `/bookmark/${newer.id}/set`, audiences.reader);
    expect((await call(t.app, 'GET', '/bookmark', audiences.reader)).json()).toEqual([newer.id, older.id]);
    for (let i = 0; i < 2; i++) {
      expect((await call(t.app, 'POST', `/bookmark/${older.id}/unset`, audiences.reader)).json()).toEqual({
        post_id: older.id,
        bookmarked: false,
      });
    }
    expect((await call(t.app, 'GET', '/bookmark', audiences.reader)).json()).toEqual([newer.id]);
    expect((await call(t.app, 'GET', '/bookmark', audiences.insider)).json()).toEqual([]);
  });

  it('answers 404 for a post the viewer may not see, and keeps a later-restricted post out of the list', async () => {
    const secret = await createPost(t.db, { confidential: true });
    expect((await call(t.app, 'POST', `/bookmark/${secret.id}/set`, audiences.reader)).statusCode).toBe(404);
    expect((await call(t.app, 'POST', `/bookmark/${secret.id}/set`, audiences.insider)).statusCode).toBe(200);
    const bookmarkers = await t.db
      .selectFrom('bookmarks')
      .select('user_id')
      .where('post_id', '=', secret.id)
      .execute();
    expect(bookmarkers).toHaveLength(1);
    const post = await createPost(t.db);
    await call(t.app, 'POST', `/bookmark/${post.id}/set`, audiences.reader);
    await t.db.updateTable('posts').set({ confidential: true }).where('id', '=', post.id).execute();
    expect((await call(t.app, 'GET', '/bookmark', audiences.reader)).json()).not.toContain(post.id);
  });

  it('validates the flag and id, and needs a session', async () => {
    const post = await createPost(t.db);
    expect(
      (await call(t.app, 'POST', `/bookmark/${post.id}/toggle`, audiences.reader)).json().message,
    ).toMatch(/^params\.flag/);
    expect((await call(t.app, 'POST', '/bookmark/123/set', audiences.reader)).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/bookmark')).statusCode).toBe(406);
    expect((await call(t.app, 'POST', `/bookmark/${post.id}/set`)).statusCode).toBe(406);
  });
});

describe('GET /post/feed/bookmarks', () => {
  it('pages the bookmarked cards most recently bookmarked first, whatever their publication date', async () => {
    const user = await createUser(t.db);
    const cookie = await signIn(t.app, user.email);
    const posts = [];
    for (let i = 0; i < 5; i++)
      posts.push(await createPost(t.db, { publish_date: new Date(Date.now() - i * 60_000) }));
    const hidden = await createPost(t.db, { confidential: true });
    const bookmarkedAt = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    await t.db
      .insertInto('bookmarks')
      .values([
        ...posts.map((post, i) => ({
          user_id: user.id,
          post_id: post.id,
          inserted_at: bookmarkedAt(10 - i),
        })),
        { user_id: user.id, post_id: hidden.id, inserted_at: bookmarkedAt(0) },
      ])
      .execute();

    const seen: string[] = [];
    let cursor: string | false = '';
    while (cursor !== false) {
      const response = await call(
        t.app,
        'GET',
        `/post/feed/bookmarks?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        cookie,
      );
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.data.length).toBeLessThanOrEqual(2);
      seen.push(...body.data.map((post: { id: string; title: string }) => post.id));
      cursor = body.cursor;
    }
    expect(seen).toEqual(posts.map((post) => post.id).reverse());
    const first = (await call(t.app, 'GET', '/post/feed/bookmarks', cookie)).json().data[0];
    expect(first).toMatchObject({ id: posts[4]?.id, comments_count: 0 });
  });

  it('refuses a forged cursor with 400 and answers 406 without a session', async () => {
    expect((await call(t.app, 'GET', '/post/feed/bookmarks?cursor=abc', audiences.reader)).statusCode).toBe(
      400,
    );
    expect((await call(t.app, 'GET', '/post/feed/bookmarks')).statusCode).toBe(406);
  });
});
