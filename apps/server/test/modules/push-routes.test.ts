import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createPushSender } from '../../src/modules/push/send.ts';
import { ensureVapidKeys } from '../../src/modules/push/vapid.ts';
import { useTestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { api, call, signIn } from '../helpers/http.ts';
import { newBrowser, startPushService } from '../helpers/push-service.ts';

const service = await startPushService();
const t = useTestApp({ pushPrivateEndpoints: true }, { pushAgent: service.agent });
afterAll(() => service.close());

const register = (cookie: string, subscription: unknown, mode = 'new') =>
  call(t.app, 'POST', `/notification/register?mode=${mode}`, cookie, { subscription });
const subscriptions = () =>
  t.db
    .selectFrom('push_subscriptions')
    .select(['user_id', 'endpoint', 'p256dh'])
    .orderBy('endpoint')
    .execute();
async function signedInUser() {
  const user = await createUser(t.db);
  return { user, cookie: await signIn(t.app, user.email) };
}

describe('VAPID keys', () => {
  it('are made once, even by concurrent first starts', async () => {
    const keys = await Promise.all([1, 2, 3, 4, 5].map(() => ensureVapidKeys(t.db)));
    expect(new Set(keys.map((k) => k.publicKey)).size).toBe(1);
    expect(await t.db.selectFrom('vapid_keys').selectAll().execute()).toHaveLength(1);
  });

  it('are signed for the VAPID_SUBJECT contact, a mailto: or https: URL', () => {
    expect(loadConfig({}).vapidSubject).toBe('mailto:admin@vigie.example');
    expect(loadConfig({ VAPID_SUBJECT: 'https://vigie.example' }).vapidSubject).toBe('https://vigie.example');
    expect(() => loadConfig({ VAPID_SUBJECT: 'admin@vigie.example' })).toThrow(/VAPID_SUBJECT/);
  });

  it('public key is served as URL-safe base64 of an uncompressed P-256 point', async () => {
    const { cookie } = await signedInUser();
    const response = await call(t.app, 'GET', '/notification/vapid_public_key', cookie);
    expect(response.statusCode).toBe(200);
    const key = response.json().public_key as string;
    expect(key).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    expect(key).toBe((await ensureVapidKeys(t.db)).publicKey);
  });
});

describe('POST /notification/register', () => {
  it('stores the device, and an update replaces its keys', async () => {
    const { user, cookie } = await signedInUser();
    const browser = newBrowser(service, 'register-update');
    expect((await register(cookie, browser.subscription)).statusCode).toBe(204);
    const renewed = newBrowser(service, 'register-update');
    const response = await register(cookie, { ...renewed.subscription, expirationTime: null }, 'update');
    expect(response.statusCode).toBe(204);
    const rows = (await subscriptions()).filter((row) => row.endpoint === browser.subscription.endpoint);
    expect(rows).toEqual([
      { user_id: user.id, endpoint: browser.subscription.endpoint, p256dh: renewed.subscription.keys.p256dh },
    ]);
  });

  it('takes the language each update sends: the device’s next pushes are written in it', async () => {
    const { cookie } = await signedInUser();
    const { subscription } = newBrowser(service, 'language-change');
    const send = (mode: string, lang?: string) =>
      call(t.app, 'POST', `/notification/register?mode=${mode}`, cookie, { subscription, lang });
    const language = async () =>
      (
        await t.db
          .selectFrom('push_subscriptions')
          .select('lang')
          .where('endpoint', '=', subscription.endpoint)
          .executeTakeFirstOrThrow()
      ).lang;
    expect((await send('new')).statusCode).toBe(204);
    expect(await language()).toBe('fr');
    expect((await send('update', 'en')).statusCode).toBe(204);
    expect(await language()).toBe('en');
    expect((await send('update', 'fr')).statusCode).toBe(204);
    expect(await language()).toBe('fr');
    expect((await send('update', 'de')).statusCode).toBe(400);
    expect(await language()).toBe('fr');
  });

  it('moves an endpoint to the user registering it, with none of its previous owner’s pushes', async () => {
    const first = await signedInUser();
    const second = await signedInUser();
    const browser = newBrowser(service, 'shared-device');
    await register(first.cookie, browser.subscription);
    const old = await t.db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', first.user.id)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('push_queue')
      .values({ subscription_id: old.id, payload: '{"tag":"for-first"}' })
      .execute();
    expect((await register(second.cookie, browser.subscription, 'update')).statusCode).toBe(204);
    const rows = (await subscriptions()).filter((row) => row.endpoint === browser.subscription.endpoint);
    expect(rows.map((row) => row.user_id)).toEqual([second.user.id]);
    expect(await t.db.selectFrom('push_queue').selectAll().execute()).toEqual([]);
  });

  it.each([
    ['a p256dh of the wrong length', { p256dh: 'AAAA' }, 'p256dh: must decode to 65 bytes'],
    ['a p256dh that is not base64url', { p256dh: `${'+'.repeat(86)}/` }, 'p256dh: must be base64url'],
    [
      'an auth of 15 bytes',
      { auth: Buffer.alloc(15).toString('base64url') },
      'auth: must decode to 16 bytes',
    ],
    [
      'a p256dh off the curve',
      { p256dh: Buffer.alloc(65, 4).toString('base64url') },
      'not a P-256 public key',
    ],
  ])('refuses %s', async (_what, keys, message) => {
    const { cookie } = await signedInUser();
    const browser = newBrowser(service, 'invalid');
    const response = await register(cookie, {
      ...browser.subscription,
      keys: { ...browser.subscription.keys, ...keys },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'validation_error',
      message: expect.stringContaining(message),
    });
  });

  it('refuses an endpoint that is not https, and an unknown mode', async () => {
    const { cookie } = await signedInUser();
    const browser = newBrowser(service, 'plain-http');
    const http = await register(cookie, { ...browser.subscription, endpoint: 'http://push.example/x' });
    expect(http.statusCode).toBe(400);
    expect(http.json().message).toContain('endpoint');
    expect((await register(cookie, browser.subscription, 'renew')).statusCode).toBe(400);
  });

  it('answers 406 without a session', async () => {
    const browser = newBrowser(service, 'no-session');
    const response = await call(t.app, 'POST', '/notification/register?mode=new', undefined, {
      subscription: browser.subscription,
    });
    expect(response.statusCode).toBe(406);
    expect(response.json()).toMatchObject({ error: 'session_rejected' });
  });
});

describe('devices of one user', () => {
  it('are at most 10: registering an eleventh drops the least recently registered, with its pushes', async () => {
    const { user, cookie } = await signedInUser();
    const names = Array.from({ length: 12 }, (_, n) => `capped-${n}`);
    for (const name of names.slice(0, 10)) await register(cookie, newBrowser(service, name).subscription);
    // The first device registers again (as the app does at each start): now the second is the oldest.
    await register(cookie, newBrowser(service, 'capped-0').subscription, 'update');
    const second = await t.db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('endpoint', '=', service.endpoint('capped-1'))
      .executeTakeFirstOrThrow();
    await t.db.insertInto('push_queue').values({ subscription_id: second.id, payload: '{}' }).execute();
    for (const name of names.slice(10)) await register(cookie, newBrowser(service, name).subscription);
    const left = (await subscriptions()).filter((row) => row.user_id === user.id).map((row) => row.endpoint);
    expect(left.sort()).toEqual(['capped-0', ...names.slice(3)].map((name) => service.endpoint(name)).sort());
    const queued = await t.db.selectFrom('push_queue').select('id').where('subscription_id', '=', second.id);
    expect(await queued.execute()).toEqual([]);
  });
});

describe('POST /notification/register, with pushes limited to public addresses', () => {
  let strict: FastifyInstance;
  beforeAll(async () => {
    strict = await buildApp({ db: t.db, config: { ...t.config, pushPrivateEndpoints: false } });
  });
  afterAll(() => strict?.close());
  const keys = () => newBrowser(service, 'strict').subscription.keys;

  it.each([
    'https://127.0.0.1/push/x',
    'https://127.0.0.1:8443/push/x',
    'https://10.0.0.1/push/x',
    'https://192.168.1.10/push/x',
    'https://169.254.169.254/latest/meta-data',
    'https://100.64.0.1/push/x',
    'https://0.0.0.0/push/x',
    'https://[::1]/push/x',
    'https://[fd00::1]/push/x',
    'https://[::ffff:127.0.0.1]/push/x',
    'https://localhost/push/x',
    'https://push.invalid/push/x',
  ])('refuses %s with a 400 naming the endpoint', async (endpoint) => {
    const cookie = await signIn(strict, (await createUser(t.db)).email);
    const response = await call(strict, 'POST', '/notification/register?mode=new', cookie, {
      subscription: { endpoint, keys: keys() },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'validation_error',
      message: expect.stringMatching(/^body\.subscription\.endpoint: /),
    });
    expect((await subscriptions()).map((row) => row.endpoint)).not.toContain(endpoint);
  });

  it('accepts a public address', async () => {
    const cookie = await signIn(strict, (await createUser(t.db)).email);
    const endpoint = 'https://93.184.215.14/push/public';
    const response = await call(strict, 'POST', '/notification/register?mode=new', cookie, {
      subscription: { endpoint, keys: keys() },
    });
    expect(response.statusCode).toBe(204);
    expect((await subscriptions()).map((row) => row.endpoint)).toContain(endpoint);
  });
});

describe('POST /notification/unregister', () => {
  it("removes only the user's own device, and again is no error", async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    const browser = newBrowser(service, 'unregister');
    await register(owner.cookie, browser.subscription);
    const unregister = (cookie: string) =>
      call(t.app, 'POST', '/notification/unregister', cookie, {
        subscription: { endpoint: browser.subscription.endpoint },
      });
    expect((await unregister(other.cookie)).statusCode).toBe(204);
    expect((await subscriptions()).some((row) => row.user_id === owner.user.id)).toBe(true);
    expect((await unregister(owner.cookie)).statusCode).toBe(204);
    expect((await subscriptions()).some((row) => row.user_id === owner.user.id)).toBe(false);
    expect((await unregister(owner.cookie)).statusCode).toBe(204);
  });
});

describe('POST /accounts/log_out', () => {
  it('removes the devices that session registered, and only those', async () => {
    const user = await createUser(t.db);
    const phone = await signIn(t.app, user.email);
    const laptop = await signIn(t.app, user.email);
    await register(phone, newBrowser(service, 'phone').subscription);
    await register(laptop, newBrowser(service, 'laptop').subscription);
    expect((await call(t.app, 'POST', '/accounts/log_out', phone)).statusCode).toBe(204);
    const left = (await subscriptions()).filter((row) => row.user_id === user.id);
    expect(left.map((row) => row.endpoint)).toEqual([service.endpoint('laptop')]);
  });
});

describe('POST /notification/ping', () => {
  it('pushes to every device of the user now, and tells what became of each', async () => {
    const { cookie } = await signedInUser();
    const ok = newBrowser(service, 'ping-ok');
    const gone = newBrowser(service, 'ping-gone');
    const broken = newBrowser(service, 'ping-broken');
    for (const browser of [ok, gone, broken]) await register(cookie, browser.subscription);
    service.answer('ping-gone', 410);
    service.answer('ping-broken', 500);
    const response = await call(t.app, 'POST', '/notification/ping', cookie, {
      endpoint: ok.subscription.endpoint,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { endpoint: ok.subscription.endpoint, result: 'sent' },
      { endpoint: gone.subscription.endpoint, result: 'deleted' },
      { endpoint: broken.subscription.endpoint, result: 'error' },
    ]);
    expect(ok.payloads()).toEqual([expect.objectContaining({ title: 'Vigie', url: '/app', tag: 'ping' })]);
    const endpoints = (await subscriptions()).map((row) => row.endpoint);
    expect(endpoints).toContain(ok.subscription.endpoint);
    expect(endpoints).not.toContain(gone.subscription.endpoint);
  });

  it('answers an empty list to a user without devices', async () => {
    const { cookie } = await signedInUser();
    const response = await call(t.app, 'POST', '/notification/ping', cookie, {
      endpoint: service.endpoint('x'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('signs pushes with VAPID and encrypts them with aes128gcm', async () => {
    const pushed = service.received.find((push) => push.name === 'ping-ok');
    expect(pushed?.headers['content-encoding']).toBe('aes128gcm');
    const { publicKey } = await ensureVapidKeys(t.db);
    expect(pushed?.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w.-]+, k=${publicKey}$`));
    expect(Number(pushed?.headers.ttl)).toBeGreaterThan(0);
  });
});

it('serves the push routes under the API prefix', () => {
  expect(t.app.hasRoute({ method: 'POST', url: api('/notification/ping') })).toBe(true);
});

describe('the sender, by default', () => {
  it('posts only to public addresses: a loopback endpoint, literal or by name, is refused for good', async () => {
    const sender = createPushSender({
      keys: await ensureVapidKeys(t.db),
      subject: 'mailto:test@vigie.example',
      agent: service.agent,
    });
    const before = service.received.length;
    for (const name of ['literal', 'by-name']) {
      const device = newBrowser(service, name).subscription;
      const endpoint =
        name === 'literal' ? device.endpoint : device.endpoint.replace('127.0.0.1', 'localhost');
      const result = await sender.send({ endpoint, ...device.keys }, '{}');
      expect(result).toMatchObject({ status: 'failed', retry: false });
    }
    expect(service.received.length).toBe(before);
    expect(loadConfig({}).pushPrivateEndpoints).toBe(false);
    expect(loadConfig({ PUSH_PRIVATE_ENDPOINTS: '1' }).pushPrivateEndpoints).toBe(true);
    await sender.close();
  });
});
