import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { printResetLink } from '../../src/content/cli-commands.ts';
import { cachedGet, useCachingApp } from '../helpers/caching-app.ts';
import { createPost, createUser } from '../helpers/factories.ts';
import { api, call, signIn } from '../helpers/http.ts';

const t = useCachingApp();
const NEW_PASSWORD = 'a brand new passphrase';

let adminCookie: string;
let postPath: string;

beforeAll(async () => {
  const admin = await createUser(t.db, { role: 'admin' });
  adminCookie = await signIn(t.app, admin.email);
  postPath = `/post/${(await createPost(t.db)).id}`;
});

const resetLink = async (userId: string) => {
  const response = await call(t.app, 'POST', `/admin/users/${userId}/reset_link`, adminCookie);
  expect(response.statusCode, response.body).toBe(200);
  // The web app's set-password page opens this address (docs/product.md §2.20).
  expect(response.json().url).toMatch(/^https?:\/\/[^/]+\/app\/password\/[A-Za-z0-9_-]{43}$/);
  return response.json() as { url: string; expires_at: string };
};
const tokenOf = (url: string) => url.split('/').pop() as string;
const setPassword = (token: string, password = NEW_PASSWORD, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url: api('/accounts/set_password'),
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ token, password }),
    ...(remoteAddress && { remoteAddress }),
  });
const logIn = (email: string, password: string) =>
  call(t.app, 'POST', '/accounts/log_in', undefined, { email, password });

describe('set-password links', () => {
  it('sets the password once, signs out every session, and records no secret', async () => {
    const user = await createUser(t.db);
    const cookie = await signIn(t.app, user.email);
    await cachedGet(t, postPath, cookie);
    const link = await resetLink(user.id);
    const token = tokenOf(link.url);
    expect((await setPassword(token)).statusCode).toBe(204);
    expect((await call(t.app, 'GET', postPath, cookie)).statusCode).toBe(406);
    expect((await logIn(user.email, 'correct horse battery')).statusCode).toBe(401);
    expect((await logIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    const again = await setPassword(token, 'yet another passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/^body\.token: /);
    const entries = await t.db.selectFrom('audit_log').selectAll().where('target_id', '=', user.id).execute();
    expect(entries.map((entry) => entry.action)).toEqual(['user.reset_link', 'user.set_password']);
    const text = JSON.stringify(entries);
    expect(text).not.toContain(token);
    expect(text).not.toContain(NEW_PASSWORD);
    const stored = await t.db.selectFrom('password_resets').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('lets a created account choose its password, which no one else ever saw', async () => {
    const email = 'arrivee@example.org';
    const created = await call(t.app, 'POST', '/admin/users', adminCookie, {
      user: { email, firstname: 'Ana', lastname: 'Arrivée' },
    });
    expect(created.statusCode).toBe(201);
    expect((await setPassword(tokenOf(created.json().reset_link.url))).statusCode).toBe(204);
    expect((await logIn(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('expires after 24 hours, and a new link voids the one before', async () => {
    const user = await createUser(t.db);
    const first = tokenOf((await resetLink(user.id)).url);
    const second = tokenOf((await resetLink(user.id)).url);
    expect((await setPassword(first)).statusCode).toBe(400);
    await t.db
      .updateTable('password_resets')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('user_id', '=', user.id)
      .execute();
    expect((await setPassword(second)).statusCode).toBe(400);
    expect((await logIn(user.email, NEW_PASSWORD)).statusCode).toBe(401);
  });

  it('is void once the user is deactivated', async () => {
    const user = await createUser(t.db);
    const token = tokenOf((await resetLink(user.id)).url);
    await call(t.app, 'PUT', `/admin/users/${user.id}`, adminCookie, { user: { is_active: false } });
    expect((await setPassword(token)).statusCode).toBe(400);
  });

  it('refuses malformed tokens and short passwords, naming the field', async () => {
    const malformed = await setPassword('../../etc/passwd');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/^body\.token: /);
    const short = await setPassword(randomBytes(32).toString('base64url'), 'short');
    expect(short.json().message).toMatch(/^body\.password: /);
    expect((await call(t.app, 'POST', '/admin/users/xyz/reset_link', adminCookie)).statusCode).toBe(400);
  });

  it('limits the attempts of one client address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++)
      statuses.push(
        (await setPassword(randomBytes(32).toString('base64url'), NEW_PASSWORD, '203.0.113.9')).statusCode,
      );
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
  });

  it('is printed by the CLI for a user, such as the first admin', async () => {
    const user = await createUser(t.db);
    const text = await printResetLink(t.db, user.email.toUpperCase(), 'https://vigie.example');
    const url = text.split('\n')[1] as string;
    expect(url).toMatch(/^https:\/\/vigie\.example\/app\/password\/[A-Za-z0-9_-]{43}$/);
    expect((await setPassword(tokenOf(url))).statusCode).toBe(204);
    await expect(printResetLink(t.db, 'nobody@example.org', 'https://vigie.example')).rejects.toThrow(
      /--email/,
    );
  });
});
