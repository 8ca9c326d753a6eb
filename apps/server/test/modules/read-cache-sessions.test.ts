import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/modules/auth/service.ts';
import { cachedGet, useCachingApp } from '../helpers/caching-app.ts';
import { createPost, createUser } from '../helpers/factories.ts';
import { call, signIn } from '../helpers/http.ts';

const t = useCachingApp();
let postPath: string;

beforeAll(async () => {
  postPath = `/post/${(await createPost(t.db)).id}`;
});

const status = async (cookie: string, app = t.app) => (await call(app, 'GET', postPath, cookie)).statusCode;
const signedIn = async () => {
  const user = await createUser(t.db);
  return { user, cookie: await signIn(t.app, user.email) };
};

describe('sessions kept in memory', () => {
  it('answers a repeated request with no statement, the session included', async () => {
    const { cookie } = await signedIn();
    expect((await cachedGet(t, postPath, cookie)).statusCode).toBe(200);
  });

  it('refuses the cookie at once after log_out', async () => {
    // The notification of the deletion often lands first; a few rounds give the cache its chance to err.
    for (let round = 0; round < 3; round++) {
      const { cookie } = await signedIn();
      await cachedGet(t, postPath, cookie);
      expect((await call(t.app, 'POST', '/accounts/log_out', cookie)).statusCode).toBe(204);
      expect(await status(cookie)).toBe(406);
    }
  });

  it('refuses a session deleted, or a user deactivated, by another connection once notified', async () => {
    const deleted = await signedIn();
    const deactivated = await signedIn();
    await cachedGet(t, postPath, deleted.cookie);
    await cachedGet(t, postPath, deactivated.cookie);
    await t.other.query('DELETE FROM sessions WHERE user_id = $1', [deleted.user.id]);
    await t.other.query('UPDATE users SET is_active = false WHERE id = $1', [deactivated.user.id]);
    await expect.poll(() => status(deleted.cookie), { timeout: 2_000, interval: 10 }).toBe(406);
    await expect.poll(() => status(deactivated.cookie), { timeout: 2_000, interval: 10 }).toBe(406);
  });

  it('never serves a session past its expiry, though nothing was written', async () => {
    const { user } = await signedIn();
    const token = randomBytes(32).toString('base64url');
    const expiresAt = Date.now() + 1_000;
    // Inserting a session notifies nothing.
    await t.db
      .insertInto('sessions')
      .values({ token_hash: hashToken(token), user_id: user.id, expires_at: new Date(expiresAt) })
      .execute();
    const cookie = `vigie_session=${token}`;
    expect((await cachedGet(t, postPath, cookie)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, expiresAt - Date.now() + 20));
    expect(await status(cookie)).toBe(406);
  });

  it('refuses on a second server the cookie signed out on the first, once notified', async () => {
    const second = await t.startServer();
    const { cookie } = await signedIn();
    await cachedGet(t, postPath, cookie, second);
    expect((await call(t.app, 'POST', '/accounts/log_out', cookie)).statusCode).toBe(204);
    expect(await status(cookie)).toBe(406);
    await expect.poll(() => status(cookie, second), { timeout: 2_000, interval: 10 }).toBe(406);
  });
});
