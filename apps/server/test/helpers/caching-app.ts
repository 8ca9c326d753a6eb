import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import type { Db } from '../../src/db/connect.ts';
import { createTestDatabase } from './app.ts';
import { call } from './http.ts';

export interface CachingContext {
  /** Listens for changes, so it caches; its statements are counted. */
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** Statements the apps have sent to the database so far: all of them, or those reading `table`. */
  queries(table?: string): number;
  /** Another connection: the CLI, or a server that is not an app here. */
  other: pg.Client;
  /** Another server on the same database, closed after the file's tests. */
  startServer(): Promise<FastifyInstance>;
}

/**
 * A caching app on a fresh database for one test file, and what the tests need to watch it; `env` adds
 * to its configuration.
 */
export function useCachingApp(env: Record<string, string> = {}): CachingContext {
  const context = {} as CachingContext;
  const servers: FastifyInstance[] = [];
  let drop: () => Promise<void> = async () => {};
  const sent: string[] = [];
  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    context.db = database.db;
    context.config = loadConfig({ WEB_DIST_DIR: '', ...env });
    context.queries = (table) =>
      table === undefined ? sent.length : sent.filter((node) => node.includes(`"name":"${table}"`)).length;
    context.other = new pg.Client({ connectionString: database.url });
    await context.other.connect();
    // A statement compiled once and run again (db/compiled-shapes.ts) is known by its query id.
    const statements = new WeakMap<object, string>();
    const counted = database.db.withPlugin({
      transformQuery: ({ node, queryId }) => {
        statements.set(queryId, JSON.stringify(node));
        return node;
      },
      transformResult: async ({ result, queryId }) => {
        sent.push(statements.get(queryId) ?? '');
        return result;
      },
    });
    context.startServer = async () => {
      const server = await buildApp({ db: counted, config: context.config, listenUrl: database.url });
      servers.push(server);
      return server;
    };
    context.app = await context.startServer();
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await context.other?.end();
    await drop();
  });
  return context;
}

// Notifications of the test's own writes may land some milliseconds after the write returned.
const QUIET_MS = 50;

/** The answer once it comes from memory, and still does after a quiet moment: no statement sent. */
export async function cachedGet(
  t: CachingContext,
  path: string,
  cookie: string,
  app = t.app,
): Promise<LightMyRequestResponse> {
  let response = await call(app, 'GET', path, cookie);
  const statements = async () => {
    const before = t.queries();
    response = await call(app, 'GET', path, cookie);
    return t.queries() - before;
  };
  const quietly = async () => {
    const first = await statements();
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    return first + (await statements());
  };
  await expect.poll(quietly, { timeout: 3_000, interval: 0 }).toBe(0);
  return response;
}
