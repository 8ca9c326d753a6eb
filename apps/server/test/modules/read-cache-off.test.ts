import { beforeAll, describe, expect, it } from 'vitest';
import { useCachingApp } from '../helpers/caching-app.ts';
import { createPost, createUser } from '../helpers/factories.ts';
import { call, signIn } from '../helpers/http.ts';

// READ_CACHE=off, as the benchmark's uncached server runs: answers come from the database, sessions from memory.
const t = useCachingApp({ READ_CACHE: 'off' });
let postPath: string;

beforeAll(async () => {
  postPath = `/post/${(await createPost(t.db)).id}`;
});

/** What one more request for the post sends: statements reading posts, and reading sessions. */
async function repeatedRequest(cookie: string) {
  const posts = t.queries('posts');
  const sessions = t.queries('sessions');
  const response = await call(t.app, 'GET', postPath, cookie);
  return {
    status: response.statusCode,
    postStatements: t.queries('posts') - posts,
    sessionStatements: t.queries('sessions') - sessions,
  };
}

describe('READ_CACHE=off', () => {
  it('loads every answer again, and recognises a session found without asking again', async () => {
    const cookie = await signIn(t.app, (await createUser(t.db)).email);
    const expected = { status: 200, postStatements: 1, sessionStatements: 0 };
    await expect.poll(() => repeatedRequest(cookie), { timeout: 3_000, interval: 0 }).toEqual(expected);
    expect(await repeatedRequest(cookie)).toEqual(expected);
  });

  it('still refuses a session deleted by another connection once notified', async () => {
    const user = await createUser(t.db);
    const cookie = await signIn(t.app, user.email);
    await expect
      .poll(async () => (await repeatedRequest(cookie)).sessionStatements, { timeout: 3_000, interval: 0 })
      .toBe(0);
    await t.other.query('DELETE FROM sessions WHERE user_id = $1', [user.id]);
    await expect
      .poll(async () => (await call(t.app, 'GET', postPath, cookie)).statusCode, {
        timeout: 2_000,
        interval: 10,
      })
      .toBe(406);
  });
});
