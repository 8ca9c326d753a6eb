import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ProxyTrust, proxyTrust } from './http/client-address.ts';

/** Where post pictures and attachments are kept (docs/product.md §10.9.8). */
export type FileStoreConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
    };

export interface Config {
  host: string;
  port: number;
  /** Where the embedded PostgreSQL and other local state live. */
  dataDir: string;
  /** An external PostgreSQL; when set, nothing is started locally. */
  databaseUrl: string | undefined;
  /**
   * Whether an empty database gets the demo data: the embedded default does, a real `DATABASE_URL` only
   * with `VIGIE_DEMO=1`, since the demo accounts' passwords are public.
   */
  demo: boolean;
  /** The address users reach Vigie at (`PUBLIC_URL`), as an origin; writes are accepted from it. */
  publicOrigin: string | undefined;
  /** Which peers may name the client in X-Forwarded-For and the scheme in X-Forwarded-Proto. */
  trustProxy: ProxyTrust;
  sessionTtlMs: number;
  logLevel: string;
  /** The built web app, served when the folder holds an index.html; empty for an API-only server. */
  webDistDir: string;
  /** Who push services may contact about our pushes (VAPID `sub`): a mailto: or https: URL. */
  vapidSubject: string;
  /** Pushes may go to private and loopback addresses: only for a local test push service. */
  pushPrivateEndpoints: boolean;
  /** Shared answers kept in memory (modules/read-cache); off to measure the database path. Sessions are kept either way. */
  readCache: boolean;
  /** The most the cached answers may take in memory, their keys included (`READ_CACHE_MB`). */
  readCacheBytes: number;
  /** Chat addresses are `<user id>@<xmppDomain>`. */
  xmppDomain: string;
  /** An XMPP server run elsewhere, by its WebSocket URL; when unset, the server runs Prosody itself. */
  xmppWebsocketUrl: string | undefined;
  /** The secret that external XMPP server's Vigie modules send; a local Prosody gets a fresh one. */
  xmppApiSecret: string | undefined;
  /** The Prosody executable; when unset, `prosody` is looked up on PATH. */
  prosodyPath: string | undefined;
  /** Our Prosody modules (mod_auth_vigie.lua and its siblings). */
  prosodyModulesDir: string;
  /** How long a chat password from get_credentials may be used to log in. */
  chatTokenTtlMs: number;
  /** `VIGIE_DATA_DIR/files`, or the S3-compatible bucket several servers share (`S3_BUCKET`). */
  fileStore: FileStoreConfig;
  /** How long requests wait for a database connection and for a query (docs/product.md §10.19). */
  dbTimeouts: { connectMs: number; queryMs: number };
  /** The most connections the requests' pool opens. */
  dbPoolSize: number;
  /** `/metrics` is served to `Authorization: Bearer <metricsToken>` only; without one, not at all. */
  metricsToken: string | undefined;
}

const DAY_MS = 86_400_000;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const dataDir = path.resolve(env.VIGIE_DATA_DIR ?? 'data');
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    demo: env.VIGIE_DEMO ? env.VIGIE_DEMO === '1' : !env.DATABASE_URL,
    publicOrigin: publicOrigin(env.PUBLIC_URL),
    trustProxy: proxyTrust(env.TRUST_PROXY),
    sessionTtlMs: Number(env.SESSION_TTL_DAYS ?? 30) * DAY_MS,
    logLevel: env.LOG_LEVEL ?? 'info',
    vapidSubject: vapidSubject(env.VAPID_SUBJECT),
    pushPrivateEndpoints: env.PUSH_PRIVATE_ENDPOINTS === '1',
    readCache: env.READ_CACHE !== 'off',
    readCacheBytes: readCacheBytes(env.READ_CACHE_MB),
    xmppDomain: xmppDomain(env.XMPP_DOMAIN),
    xmppWebsocketUrl: env.XMPP_WEBSOCKET_URL || undefined,
    xmppApiSecret: env.XMPP_API_SECRET || undefined,
    prosodyPath: env.PROSODY_PATH || undefined,
    chatTokenTtlMs: Number(env.CHAT_TOKEN_TTL_SECONDS ?? 300) * 1000,
    fileStore: fileStore(env, dataDir),
    dbTimeouts: {
      connectMs: positiveMs(env.DB_CONNECT_TIMEOUT_MS, 2_000, 'DB_CONNECT_TIMEOUT_MS'),
      queryMs: positiveMs(env.DB_QUERY_TIMEOUT_MS, 5_000, 'DB_QUERY_TIMEOUT_MS'),
    },
    dbPoolSize: poolSize(env.DATABASE_POOL_SIZE),
    metricsToken: env.METRICS_TOKEN || undefined,
    // src/config.ts and dist/main.js sit at the same depth, so one relative path serves both.
    prosodyModulesDir: fileURLToPath(new URL('../prosody', import.meta.url)),
    webDistDir:
      env.WEB_DIST_DIR === ''
        ? ''
        : path.resolve(env.WEB_DIST_DIR ?? fileURLToPath(new URL('../../web/dist', import.meta.url))),
  };
}

function publicOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || !/^https?:$/.test(url.protocol))
    throw new Error(`PUBLIC_URL must be an http(s) URL, got "${value}"`);
  return url.origin;
}

function fileStore(env: NodeJS.ProcessEnv, dataDir: string): FileStoreConfig {
  const bucket = env.S3_BUCKET;
  if (!bucket) return { kind: 'local', dir: path.join(dataDir, 'files') };
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (!accessKeyId || !secretAccessKey)
    throw new Error('S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  const region = env.S3_REGION || 'us-east-1';
  const endpoint = env.S3_ENDPOINT || `https://s3.${region}.amazonaws.com`;
  if (!URL.canParse(endpoint) || !/^https?:$/.test(new URL(endpoint).protocol))
    throw new Error(`S3_ENDPOINT must be an http(s) URL, got "${endpoint}"`);
  return { kind: 's3', endpoint: endpoint.replace(/\/+$/, ''), bucket, region, accessKeyId, secretAccessKey };
}

function positiveMs(value: string | undefined, fallback: number, name: string): number {
  const ms = value ? Number(value) : fallback;
  if (!Number.isInteger(ms) || ms <= 0)
    throw new Error(`${name} must be a positive number of milliseconds, got "${value}"`);
  return ms;
}

/**
 * Two connections per core by default: past that, PostgreSQL's processes only take turns on the cores,
 * and each request waits behind the others' time slices. On 2 cores and 1M posts, 4 connections rather
 * than 10 served the focus feed 8 % faster with a p99 a quarter lower (docs/architecture.md §5).
 */
function poolSize(value: string | undefined): number {
  const size = value ? Number(value) : Math.max(4, 2 * availableParallelism());
  if (!Number.isInteger(size) || size < 1)
    throw new Error(`DATABASE_POOL_SIZE must be a whole number of connections, got "${value}"`);
  return size;
}

function readCacheBytes(value: string | undefined): number {
  const megabytes = value ? Number(value) : 64;
  if (!(megabytes > 0)) throw new Error(`READ_CACHE_MB must be a positive number, got "${value}"`);
  return megabytes * 1024 * 1024;
}

function vapidSubject(value: string | undefined): string {
  const subject = value || 'mailto:admin@vigie.example';
  if (!/^(mailto:|https:\/\/)/.test(subject))
    throw new Error(`VAPID_SUBJECT must be a mailto: or https:// URL, got "${subject}"`);
  return subject;
}

function xmppDomain(value: string | undefined): string {
  const domain = value || 'vigie.local';
  if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(domain))
    throw new Error(`XMPP_DOMAIN must be a lowercase domain name, got "${domain}"`);
  return domain;
}
