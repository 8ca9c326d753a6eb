import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { proxyTrust } from '../../src/http/client-address.ts';
import { useTestApp } from '../helpers/app.ts';
import { createUser, PASSWORD } from '../helpers/factories.ts';

const dist = await mkdtemp(path.join(os.tmpdir(), 'vigie-headers-'));
await mkdir(path.join(dist, 'assets'));
await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Vigie</title><div id="root"></div>');
await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
afterAll(() => rm(dist, { recursive: true, force: true }));

const t = useTestApp({ webDistDir: dist, trustProxy: proxyTrust('10.0.0.1') });
/** The one peer trusted to report the client's scheme and address. */
const PROXY = '10.0.0.1';

const EVERY_ANSWER = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': expect.stringContaining('camera=(), microphone=(), geolocation=()'),
};

describe('security headers', () => {
  it('sends them with the app page, an API answer and a static file', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/app' });
    expect(page.headers).toMatchObject({
      ...EVERY_ANSWER,
      'content-security-policy': expect.stringContaining("script-src 'self'"),
      'cache-control': 'no-cache',
    });
    const answer = await t.app.inject({ method: 'GET', url: '/api/v1/app_config/general' });
    expect(answer.headers).toMatchObject({ ...EVERY_ANSWER, 'cache-control': 'no-store' });
    const file = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(file.statusCode).toBe(200);
    expect(file.headers).toMatchObject({
      ...EVERY_ANSWER,
      'cache-control': expect.stringContaining('immutable'),
    });
    for (const response of [page, answer, file])
      expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('asks for https from then on when the request came through a trusted TLS proxy', async () => {
    const headers = { 'x-forwarded-proto': 'https' };
    for (const url of ['/app', '/api/health', '/assets/index-abc123.js']) {
      const response = await t.app.inject({ method: 'GET', url, headers, remoteAddress: PROXY });
      expect(response.headers['strict-transport-security'], url).toBe('max-age=63072000; includeSubDomains');
    }
  });
});

describe('the session cookie', () => {
  const logIn = async (headers: Record<string, string>, remoteAddress = PROXY) => {
    const user = await createUser(t.db);
    const response = await t.app.inject({
      method: 'POST',
      remoteAddress,
      url: '/api/v1/accounts/log_in',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify({ email: user.email, password: PASSWORD }),
    });
    expect(response.statusCode).toBe(200);
    return response.cookies;
  };

  it('is Secure and host-bound when the request arrived over TLS through the trusted proxy', async () => {
    const cookies = await logIn({ 'x-forwarded-proto': 'https' });
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatchObject({
      name: '__Host-vigie_session',
      secure: true,
      path: '/',
      httpOnly: true,
    });
    expect(cookies[0]?.domain).toBeUndefined();
    const signedIn = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/me',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-proto': 'https', cookie: `__Host-vigie_session=${cookies[0]?.value}` },
    });
    expect(signedIn.statusCode).toBe(200);
  });

  it('is neither over plain http, nor when an untrusted peer claims https', async () => {
    for (const [cookie] of [await logIn({}), await logIn({ 'x-forwarded-proto': 'https' }, '192.0.2.7')]) {
      expect(cookie?.name).toBe('vigie_session');
      expect(cookie?.secure).toBeFalsy();
    }
  });
});
