import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { api, call, signIn } from '../helpers/http.ts';

const t = useTestApp();

describe('POST /accounts/log_in', () => {
  it('answers the account and sets an HttpOnly session cookie', async () => {
    const user = await createUser(t.db, { firstname: 'Élise', role: 'editor' });
    const response = await call(t.app, 'POST', '/accounts/log_in', undefined, {
      email: user.email.toUpperCase(),
      password: 'correct horse battery',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: user.id,
      firstname: 'Élise',
      email: user.email,
      role: 'editor',
    });
    expect(response.json()).not.toHaveProperty('password_hash');
    const cookie = response.cookies.find((c) => c.name === 'vigie_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const stored = await t.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash.toString('base64url')).not.toBe(cookie?.value);
  });

  it('refuses a wrong password and an inactive account alike, with 401', async () => {
    const user = await createUser(t.db);
    const inactive = await createUser(t.db, { is_active: false });
    for (const [email, password] of [
      [user.email, 'wrong password'],
      [inactive.email, 'correct horse battery'],
      ['nobody@example.org', 'correct horse battery'],
    ]) {
      const response = await call(t.app, 'POST', '/accounts/log_in', undefined, { email, password });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        error: 'invalid_credentials',
        message: 'E-mail ou mot de passe incorrect',
      });
    }
  });

  it('names the bad field on invalid input, and survives malformed JSON', async () => {
    const bad = await call(t.app, 'POST', '/accounts/log_in', undefined, {
      email: 'not-an-email',
      password: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: 'validation_error',
      message: expect.stringMatching(/^body\.email/),
    });
    const missing = await call(t.app, 'POST', '/accounts/log_in', undefined, { email: 'a@b.org' });
    expect(missing.json().message).toMatch(/^body\.password/);
    const huge = await call(t.app, 'POST', '/accounts/log_in', undefined, {
      email: 'a@b.org',
      password: 'x'.repeat(5000),
    });
    expect(huge.statusCode).toBe(400);
    const malformed = await t.app.inject({
      method: 'POST',
      url: api('/accounts/log_in'),
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toHaveProperty('error');
  });

  it('refuses a cross-site form post', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: api('/accounts/log_in'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.org&password=x',
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('sessions', () => {
  it('answers 406 without a session, with a forged one, and after log_out revokes it', async () => {
    const user = await createUser(t.db);
    expect((await call(t.app, 'GET', '/user/me')).statusCode).toBe(406);
    expect((await call(t.app, 'GET', '/user/me', 'vigie_session=forged')).json()).toMatchObject({
      error: 'session_rejected',
      message: expect.stringContaining('Not Acceptable'),
    });
    const cookie = await signIn(t.app, user.email);
    expect((await call(t.app, 'GET', '/user/me', cookie)).statusCode).toBe(200);
    const out = await call(t.app, 'POST', '/accounts/log_out', cookie);
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    expect((await call(t.app, 'GET', '/user/me', cookie)).statusCode).toBe(406);
    expect((await call(t.app, 'POST', '/accounts/log_out', cookie)).statusCode).toBe(406);
  });

  it('rejects an expired session and a deactivated user', async () => {
    const user = await createUser(t.db);
    const cookie = await signIn(t.app, user.email);
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    expect((await call(t.app, 'GET', '/user/me', cookie)).statusCode).toBe(406);
    const other = await createUser(t.db);
    const otherCookie = await signIn(t.app, other.email);
    await t.db.updateTable('users').set({ is_active: false }).where('id', '=', other.id).execute();
    expect((await call(t.app, 'GET', '/user/me', otherCookie)).statusCode).toBe(406);
  });

  it('answers 406 before validating input', async () => {
    expect((await call(t.app, 'GET', '/user/not-an-id')).statusCode).toBe(406);
  });
});

describe('errors and documents', () => {
  it('answers JSON 404 for an unknown route and serves health and the OpenAPI document', async () => {
    const missing = await call(t.app, 'GET', '/nowhere');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'not_found' });
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
    const docs = await t.app.inject({ url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    expect(docs.json().openapi).toBe('3.1.0');
    expect(Object.keys(docs.json().paths)).toContain('/api/v1/accounts/log_in');
    const focus = docs.json().paths['/api/v1/focus_contact/{id}/{flag}'].post.responses;
    expect(Object.keys(focus)).toEqual(expect.arrayContaining(['200', '204', '400', '406']));
  });
});
