import { beforeAll, describe, expect, it } from 'vitest';
import { expectRefusedToNonAdmins } from '../helpers/admins-only.ts';
import { cachedGet, useCachingApp } from '../helpers/caching-app.ts';
import { createPost, createUser } from '../helpers/factories.ts';
import { call, signIn } from '../helpers/http.ts';

const t = useCachingApp();
const UNKNOWN_ID = '0123456789abcdef01234567';

let admin: Awaited<ReturnType<typeof createUser>>;
let cookies: Record<'admin' | 'editor' | 'reader', string>;
let postPath: string;

beforeAll(async () => {
  admin = await createUser(t.db, { role: 'admin', firstname: 'Adèle', lastname: 'Zéphyr' });
  const editor = await createUser(t.db, { role: 'editor' });
  const reader = await createUser(t.db);
  cookies = {
    admin: await signIn(t.app, admin.email),
    editor: await signIn(t.app, editor.email),
    reader: await signIn(t.app, reader.email),
  };
  postPath = `/post/${(await createPost(t.db)).id}`;
});

const newUser = (fields: Record<string, unknown> = {}) => ({
  email: `new-${Math.random().toString(36).slice(2)}@example.org`,
  firstname: 'Émile',
  lastname: 'Nouveau',
  ...fields,
});
const auditOf = (targetId: string) =>
  t.db.selectFrom('audit_log').selectAll().where('target_id', '=', targetId).orderBy('id').execute();
const change = (id: string, user: Record<string, unknown>, cookie = cookies.admin) =>
  call(t.app, 'PUT', `/admin/users/${id}`, cookie, { user });

describe('accounts administration', () => {
  it('is refused to readers and editors (403) and to the signed out (406)', async () => {
    const { id } = await createUser(t.db);
    const attempts = [
      ['GET', '/admin/users', undefined],
      ['POST', '/admin/users', { user: newUser() }],
      ['PUT', `/admin/users/${id}`, { user: { role: 'admin' } }],
      ['POST', `/admin/users/${id}/sign_out`, undefined],
      ['POST', `/admin/users/${id}/reset_link`, undefined],
    ] as const;
    await expectRefusedToNonAdmins(t.app, attempts, [cookies.reader, cookies.editor]);
    expect((await t.db.selectFrom('audit_log').selectAll().execute()).length).toBe(0);
  });

  it('lists every account with role, activity, access and last sign-in, and searches names and e-mails', async () => {
    const gone = await createUser(t.db, { is_active: false, lastname: 'Ancien' });
    const list = (await call(t.app, 'GET', '/admin/users', cookies.admin)).json();
    expect(list.find((u: { id: string }) => u.id === gone.id)).toMatchObject({
      email: gone.email,
      role: 'reader',
      is_active: false,
      has_confidential_access: false,
      last_sign_in_at: null,
    });
    const me = list.find((u: { id: string }) => u.id === admin.id);
    expect(me.role).toBe('admin');
    expect(Date.parse(me.last_sign_in_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(JSON.stringify(list)).not.toContain('password');
    const search = async (term: string) =>
      (await call(t.app, 'GET', `/admin/users?search=${encodeURIComponent(term)}`, cookies.admin))
        .json()
        .map((u: { id: string }) => u.id);
    expect(await search('zephyr')).toEqual([admin.id]);
    expect(await search(gone.email.toUpperCase())).toEqual([gone.id]);
    expect(await search('%')).toEqual([]);
  });

  it('creates an account with a one-time link instead of a password, and records it', async () => {
    const fields = newUser({ role: 'editor', has_confidential_access: true });
    const response = await call(t.app, 'POST', '/admin/users', cookies.admin, { user: fields });
    expect(response.statusCode, response.body).toBe(201);
    const { user, reset_link } = response.json();
    expect(user).toMatchObject({ ...fields, is_active: true, last_sign_in_at: null });
    expect(reset_link.url).toMatch(/^http:\/\/localhost(:\d+)?\/app\/password\/[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(reset_link.expires_at) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    const [entry] = await auditOf(user.id);
    expect(entry).toMatchObject({
      actor_id: admin.id,
      action: 'user.create',
      target_type: 'user',
      before: null,
    });
    expect(entry?.after).toEqual({ ...fields, username: '' });
    const again = await call(t.app, 'POST', '/admin/users', cookies.admin, { user: fields });
    expect(again.json()).toMatchObject({
      error: 'validation_error',
      message: expect.stringMatching(/^body\.user\.email: /),
    });
  });

  it('refuses bad input with 400 naming the field', async () => {
    const refused = async (method: 'POST' | 'PUT', path: string, body: unknown) => {
      const response = await call(t.app, method, path, cookies.admin, body);
      expect(response.statusCode).toBe(400);
      return response.json().message as string;
    };
    expect(await refused('POST', '/admin/users', { user: newUser({ email: 'not an e-mail' }) })).toMatch(
      /^body\.user\.email/,
    );
    expect(await refused('POST', '/admin/users', { user: newUser({ role: 'boss' }) })).toMatch(
      /^body\.user\.role/,
    );
    expect(await refused('POST', '/admin/users', { user: newUser({ password: 'x' }) })).toMatch(
      /^body\.user/,
    );
    expect(await refused('PUT', `/admin/users/${admin.id}`, { user: {} })).toMatch(/^body\.user/);
    expect(await refused('PUT', `/admin/users/${admin.id}`, { user: { is_active: 'no' } })).toMatch(
      /^body\.user\.is_active/,
    );
    expect(await refused('PUT', '/admin/users/xyz', { user: { role: 'admin' } })).toMatch(/^params\.id/);
    expect((await change(UNKNOWN_ID, { role: 'admin' })).statusCode).toBe(404);
  });

  it('changes role and confidential access, recording only what changed', async () => {
    const user = await createUser(t.db);
    const response = await change(user.id, {
      role: 'editor',
      has_confidential_access: true,
      is_active: true,
    });
    expect(response.json()).toMatchObject({ role: 'editor', has_confidential_access: true, is_active: true });
    const [entry] = await auditOf(user.id);
    expect(entry).toMatchObject({
      action: 'user.update',
      before: { role: 'reader', has_confidential_access: false },
      after: { role: 'editor', has_confidential_access: true },
    });
  });

  it('never lets an admin demote or deactivate themselves', async () => {
    const demote = await change(admin.id, { role: 'editor' });
    expect(demote.statusCode).toBe(400);
    expect(demote.json().message).toBe(
      'body.user.role: an admin cannot demote themselves: ask another admin',
    );
    expect((await change(admin.id, { is_active: false })).json().message).toMatch(/^body\.user\.is_active: /);
    expect((await change(admin.id, { role: 'admin', has_confidential_access: true })).statusCode).toBe(200);
  });

  it('deactivation signs the user out at once, everywhere, and hides them from the pickers', async () => {
    const user = await createUser(t.db, { firstname: 'Partant' });
    const cookie = await signIn(t.app, user.email);
    const other = await t.startServer();
    await cachedGet(t, postPath, cookie);
    await cachedGet(t, postPath, cookie, other);
    expect((await change(user.id, { is_active: false })).json()).toMatchObject({ is_active: false });
    expect((await call(t.app, 'GET', postPath, cookie)).statusCode).toBe(406);
    await expect.poll(async () => (await call(other, 'GET', postPath, cookie)).statusCode).toBe(406);
    const colleagues = (await call(t.app, 'GET', '/user', cookies.reader)).json();
    expect(colleagues.map((u: { id: string }) => u.id)).not.toContain(user.id);
    const mention = [{ type: 'mention', content: 'Partant', user_id: user.id }];
    const post_id = postPath.slice('/post/'.length);
    const comment = await call(t.app, 'POST', '/post/comment', cookies.reader, {
      post_comment: { post_id, body: mention },
    });
    expect(comment.statusCode).toBe(400);
    const logIn = { email: user.email, password: 'correct horse battery' };
    expect((await call(t.app, 'POST', '/accounts/log_in', undefined, logIn)).statusCode).toBe(401);
    expect((await change(user.id, { is_active: true })).statusCode).toBe(200);
    expect((await call(t.app, 'POST', '/accounts/log_in', undefined, logIn)).statusCode).toBe(200);
    expect((await auditOf(user.id)).map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['user.deactivate', { is_active: true }, { is_active: false }],
      ['user.reactivate', { is_active: false }, { is_active: true }],
    ]);
  });

  it('signs a user out everywhere', async () => {
    const user = await createUser(t.db);
    const cookie = await signIn(t.app, user.email);
    await signIn(t.app, user.email);
    await cachedGet(t, postPath, cookie);
    const response = await call(t.app, 'POST', `/admin/users/${user.id}/sign_out`, cookies.admin);
    expect(response.json()).toEqual({ sessions_revoked: 2 });
    expect((await call(t.app, 'GET', postPath, cookie)).statusCode).toBe(406);
    expect(await auditOf(user.id)).toMatchObject([
      { action: 'user.sign_out', after: { sessions_revoked: 2 } },
    ]);
    expect((await call(t.app, 'POST', `/admin/users/${UNKNOWN_ID}/sign_out`, cookies.admin)).statusCode).toBe(
      404,
    );
  });
});
