import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';
import { createPost, createUser } from '../helpers/factories.ts';
import { signIn } from '../helpers/http.ts';

const t = useTestApp();

async function reader() {
  const user = await createUser(t.db);
  const post = await createPost(t.db, {});
  return { cookie: await signIn(t.app, user.email), postId: post.id };
}

const bookmarked = async (postId: string) =>
  (await t.db.selectFrom('bookmarks').select('post_id').where('post_id', '=', postId).execute()).length;

describe('writes from another site', () => {
  it('refuses a form post whatever the spelling of its path', async () => {
    const { cookie, postId } = await reader();
    for (const url of [
      `/api/v1/bookmark/${postId}/set`,
      `/%61pi/v1/bookmark/${postId}/set`,
      `/api/%761/bookmark/${postId}/set`,
      `/api//v1/bookmark/${postId}/set`,
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie, 'content-type': 'text/plain' },
        payload: 'x',
      });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
    expect(await bookmarked(postId)).toBe(0);
  });

  it('refuses JSON writes that a browser marks as cross-site or from a foreign origin', async () => {
    const { cookie, postId } = await reader();
    const cases: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'http://localhost:80.evil.example' },
      { 'sec-fetch-site': 'cross-site', origin: 'http://localhost:80' },
    ];
    for (const headers of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v1/bookmark/${postId}/set`,
        headers: { cookie, 'content-type': 'application/json', ...headers },
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json()).toMatchObject({ error: 'cross_site_request' });
    }
    const logOut = await t.app.inject({
      method: 'POST',
      url: '/%61pi/v1/accounts/log_out',
      headers: { cookie, 'content-type': 'application/json', origin: 'https://evil.example' },
    });
    expect(logOut.statusCode).toBe(403);
    expect(await bookmarked(postId)).toBe(0);
  });

  it('accepts same-origin calls and clients that send neither header', async () => {
    const { cookie, postId } = await reader();
    for (const headers of [
      { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' },
      { 'sec-fetch-site': 'none' },
      { origin: 'http://localhost:80' },
      {},
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v1/bookmark/${postId}/set`,
        headers: { cookie, 'content-type': 'application/json', ...headers },
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
    }
    expect(await bookmarked(postId)).toBe(1);
  });

  it('lets cross-site reads through: only writes are refused', async () => {
    const { cookie } = await reader();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/post/feed/normal',
      headers: { cookie, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});
