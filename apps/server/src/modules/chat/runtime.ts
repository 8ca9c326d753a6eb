import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import { type Prosody, startProsody } from './prosody.ts';
import { groupsFile, keepRosterInSync } from './roster.ts';

export type ChatLog = Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;

/** Where browsers open the chat WebSocket, on this server's origin. */
export const CHAT_WEBSOCKET_PATH = '/im/ws';
/** The routes our Prosody modules call (`<prefix>/auth`, `<prefix>/room-access`). */
export const INTERNAL_CHAT_PREFIX = '/internal/xmpp';

/** What the HTTP side needs to know of the XMPP server. */
export interface ChatBackend {
  /** Handed to the chat client with its credentials; undefined when chat is unavailable. */
  websocketUrl: string | undefined;
  /** What our Prosody modules send in `X-Vigie-Secret`; without one, their calls are all refused. */
  apiSecret: string | undefined;
  /** The local Prosody's HTTP port, which /im/ws forwards to; undefined when it is elsewhere or down. */
  upstreamPort(): number | undefined;
}

export interface ChatStart {
  db: Db;
  /** This server's internal chat routes, as Prosody reaches them (`internalChatUrl`). */
  apiUrl: string;
  /** A database URL to LISTEN on for changes to users. */
  listenUrl: string;
  log: ChatLog;
}

export interface Chat extends ChatBackend {
  /** Runs the local Prosody, if any, and keeps its shared roster in step with the users table. */
  start(options: ChatStart): Promise<void>;
  stop(): Promise<void>;
}

const nothing = async () => {};

/**
 * The chat of this server: an XMPP server run elsewhere (XMPP_WEBSOCKET_URL), or a Prosody run here as
 * a child process; when neither is possible, chat is unavailable and the rest of the app works.
 */
export async function createChat(config: Config): Promise<Chat> {
  if (config.xmppWebsocketUrl) {
    return {
      websocketUrl: config.xmppWebsocketUrl,
      apiSecret: config.xmppApiSecret,
      upstreamPort: () => undefined,
      async start({ log }) {
        if (!config.xmppApiSecret) log.warn('XMPP_API_SECRET is not set: every chat login will be refused');
      },
      stop: nothing,
    };
  }
  const binary = await findProsody(config.prosodyPath);
  if (!binary) {
    return {
      websocketUrl: undefined,
      apiSecret: undefined,
      upstreamPort: () => undefined,
      async start({ log }) {
        log.warn(
          `Prosody not found (${config.prosodyPath ?? 'prosody on PATH'}): chat is unavailable. ` +
            'Install it (apt-get install prosody) or set XMPP_WEBSOCKET_URL.',
        );
      },
      stop: nothing,
    };
  }
  const apiSecret = randomBytes(32).toString('base64url');
  let prosody: Prosody | undefined;
  let roster: ReturnType<typeof keepRosterInSync> | undefined;
  return {
    websocketUrl: CHAT_WEBSOCKET_PATH,
    apiSecret,
    upstreamPort: () => prosody?.httpPort(),
    async start({ db, apiUrl, listenUrl, log }) {
      const domain = config.xmppDomain;
      const started = await startProsody({
        binary,
        dataDir: config.dataDir,
        modulesDir: config.prosodyModulesDir,
        domain,
        apiUrl,
        apiSecret,
        groups: await groupsFile(db, domain),
        log,
      });
      prosody = started;
      roster = keepRosterInSync({
        db,
        domain,
        listenUrl,
        write: (groups) => started.writeGroups(groups),
        log,
      });
      await roster.ready;
    },
    async stop() {
      await roster?.close();
      await prosody?.stop();
    },
  };
}

/** Where Prosody reaches the internal chat routes: the address this server listens on. */
export function internalChatUrl(server: Server): string {
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the server does not listen on TCP');
  const host = ['0.0.0.0', '::'].includes(address.address) ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}${INTERNAL_CHAT_PREFIX}`;
}

async function findProsody(configured: string | undefined): Promise<string | undefined> {
  const candidates = configured
    ? [configured]
    : [...(process.env.PATH ?? '').split(path.delimiter), '/usr/bin'].map((dir) => path.join(dir, 'prosody'));
  for (const candidate of candidates) {
    if (
      await access(candidate, constants.X_OK).then(
        () => true,
        () => false,
      )
    )
      return candidate;
  }
  return undefined;
}
