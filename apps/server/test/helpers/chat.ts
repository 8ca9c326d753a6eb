import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { ChatCredentials } from '@vigie/contract';
import { type Client, client, xml } from '@xmpp/client';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'undici';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { type Chat, type ChatLog, createChat, internalChatUrl } from '../../src/modules/chat/runtime.ts';
import { createTestDatabase, type TestContext } from './app.ts';
import { call, signIn } from './http.ts';

// @xmpp/websocket opens a global WebSocket, which Node 20 only has behind --experimental-websocket:
// it is undici's, given here instead of a flag on every test worker.
if (!('WebSocket' in globalThis)) Object.assign(globalThis, { WebSocket });

export interface ChatContext extends TestContext {
  chat: Chat;
  /** The listening app's address, `ws://127.0.0.1:<port>`. */
  origin: string;
  /** Where Prosody keeps its files: `<dataDir>/prosody`. */
  dataDir: string;
  /** What the chat side logged at warn and error levels. */
  warnings: string[];
  /** Clients still connected: stopped after the file's tests. */
  clients: Set<Client>;
}

/** Keeps warnings and errors, drops the rest (Prosody's own lines come at debug level). */
export function recordingLog(warnings: string[]): ChatLog {
  const keep = (...args: unknown[]) => {
    warnings.push(args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' '));
  };
  return { debug: () => {}, info: () => {}, warn: keep, error: keep };
}

/**
 * An app listening on a real port with a real Prosody behind /im/ws, on a fresh database and a
 * temporary data folder, for one test file.
 */
export function useChatApp(overrides: Partial<Config> = {}): ChatContext {
  const context = { warnings: [] as string[], clients: new Set<Client>() } as ChatContext;
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    context.db = database.db;
    context.url = database.url;
    context.dataDir = await mkdtemp(path.join(os.tmpdir(), 'vigie-chat-'));
    context.config = { ...loadConfig({ WEB_DIST_DIR: '' }), dataDir: context.dataDir, ...overrides };
    context.chat = await createChat(context.config);
    context.app = await buildApp({ db: database.db, config: context.config, chat: context.chat });
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    context.origin = `ws://127.0.0.1:${(context.app.server.address() as AddressInfo).port}`;
    await context.chat.start({
      db: database.db,
      apiUrl: internalChatUrl(context.app.server),
      listenUrl: database.url,
      log: recordingLog(context.warnings),
    });
  });
  afterAll(async () => {
    await Promise.all([...context.clients].map((xmpp) => xmpp.stop().catch(() => {})));
    await context.app?.close();
    await context.chat?.stop();
    await drop();
    if (context.dataDir) await rm(context.dataDir, { recursive: true, force: true });
  });
  return context;
}

export async function chatCredentials(app: FastifyInstance, cookie: string): Promise<ChatCredentials> {
  const response = await call(app, 'GET', '/im_api/v1/get_credentials', cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Logs in as the chat client does: WebSocket at the given URL, SASL PLAIN with the token. */
export async function connectChat(t: ChatContext, credentials: ChatCredentials): Promise<Client> {
  const [username = '', domain = ''] = credentials.jid.split('@');
  const xmpp = client({
    service: new URL(credentials.websocket_url, t.origin).href,
    domain,
    username,
    password: credentials.password,
  });
  xmpp.reconnect.stop();
  xmpp.on('error', () => {});
  try {
    await xmpp.start();
  } catch (error) {
    await xmpp.stop().catch(() => {});
    throw error;
  }
  t.clients.add(xmpp);
  return xmpp;
}

/** Signs in to Vigie, gets chat credentials, logs in to chat and says it is available. */
export async function signInToChat(t: ChatContext, user: { email: string }): Promise<Client> {
  const xmpp = await connectChat(t, await chatCredentials(t.app, await signIn(t.app, user.email)));
  await xmpp.send(xml('presence'));
  return xmpp;
}

/** Why a login is refused (the SASL condition), or 'accepted'. */
export async function loginOutcome(t: ChatContext, credentials: ChatCredentials): Promise<string> {
  try {
    const xmpp = await connectChat(t, credentials);
    t.clients.delete(xmpp);
    await xmpp.stop();
    return 'accepted';
  } catch (error) {
    return (error as { condition?: string }).condition ?? String(error);
  }
}
