import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/modules/auth/service.ts';
import { chatCredentials, connectChat, loginOutcome, useChatApp } from '../helpers/chat.ts';
import { createUser } from '../helpers/factories.ts';
import { signIn } from '../helpers/http.ts';

const TOKEN_TTL_MS = 2_000;
const t = useChatApp({ chatTokenTtlMs: TOKEN_TTL_MS });
let user: Awaited<ReturnType<typeof createUser>>;
let cookie: string;

beforeAll(async () => {
  user = await createUser(t.db);
  cookie = await signIn(t.app, user.email);
});

/** What an upgrade request to `path` gets back, first line only. */
function upgradeStatus(path: string): Promise<string> {
  const { port } = new URL(t.origin.replace('ws:', 'http:'));
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () =>
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n' +
          'Sec-WebSocket-Protocol: xmpp\r\n\r\n',
      ),
    );
    socket.once('data', (data) => {
      resolve(data.toString().split('\r\n')[0] ?? '');
      socket.destroy();
    });
    socket.once('error', reject);
  });
}

describe('chat credentials', () => {
  it('gives a JID on the XMPP domain, a fresh password each time (kept hashed), and the same-origin WebSocket', async () => {
    const first = await chatCredentials(t.app, cookie);
    const second = await chatCredentials(t.app, cookie);
    expect(first).toMatchObject({ jid: `${user.id}@vigie.local`, websocket_url: '/im/ws' });
    expect(second.password).not.toBe(first.password);
    const stored = await t.db.selectFrom('chat_tokens').selectAll().where('user_id', '=', user.id).execute();
    expect(stored.map((row) => row.token_hash.toString('hex')).sort()).toEqual(
      [hashToken(first.password), hashToken(second.password)].map((hash) => hash.toString('hex')).sort(),
    );
    expect(stored[0]?.expires_at.getTime()).toBeLessThanOrEqual(Date.now() + TOKEN_TTL_MS);
  });

  it('logs in to Prosody through /im/ws with them', async () => {
    const xmpp = await connectChat(t, await chatCredentials(t.app, cookie));
    expect(xmpp.jid?.toString()).toMatch(new RegExp(`^${user.id}@vigie\\.local/.+`));
  });

  it('refuses a wrong password, and another user’s', async () => {
    const credentials = await chatCredentials(t.app, cookie);
    expect(await loginOutcome(t, { ...credentials, password: `${credentials.password}x` })).toBe(
      'not-authorized',
    );
    const other = await createUser(t.db);
    const theirs = await chatCredentials(t.app, await signIn(t.app, other.email));
    expect(await loginOutcome(t, { ...credentials, password: theirs.password })).toBe('not-authorized');
  });

  it('refuses a password past its lifetime, and forgets it', async () => {
    const credentials = await chatCredentials(t.app, cookie);
    await sleep(TOKEN_TTL_MS + 100);
    expect(await loginOutcome(t, credentials)).toBe('not-authorized');
    await chatCredentials(t.app, cookie);
    const expired = await t.db
      .selectFrom('chat_tokens')
      .select('user_id')
      .where('token_hash', '=', hashToken(credentials.password))
      .execute();
    expect(expired).toEqual([]);
  });

  it('refuses a user deactivated after the password was issued', async () => {
    const leaving = await createUser(t.db);
    const credentials = await chatCredentials(t.app, await signIn(t.app, leaving.email));
    await t.db.updateTable('users').set({ is_active: false }).where('id', '=', leaving.id).execute();
    expect(await loginOutcome(t, credentials)).toBe('not-authorized');
  });
});

describe('the internal routes Prosody calls', () => {
  it('answer only with the shared secret', async () => {
    const credentials = await chatCredentials(t.app, cookie);
    const payload = { username: user.id, password: credentials.password };
    const without = await t.app.inject({ method: 'POST', url: '/internal/xmpp/auth', payload });
    expect(without.statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/internal/xmpp/auth',
      headers: { 'x-vigie-secret': 'guess' },
      payload,
    });
    expect(wrong.statusCode).toBe(401);
    const right = await t.app.inject({
      method: 'POST',
      url: '/internal/xmpp/auth',
      headers: { 'x-vigie-secret': t.chat.apiSecret },
      payload,
    });
    expect(right.json()).toEqual({ ok: true });
    const docs = await t.app.inject({ url: '/api/docs' });
    expect(docs.body).not.toContain('/internal/');
  });
});

describe('the WebSocket proxy', () => {
  it('hands /im/ws to Prosody and refuses other upgrades', async () => {
    expect(await upgradeStatus('/im/ws')).toBe('HTTP/1.1 101 Switching Protocols');
    expect(await upgradeStatus('/api/v1/user/me')).toBe('HTTP/1.1 404 Not Found');
  });
});
