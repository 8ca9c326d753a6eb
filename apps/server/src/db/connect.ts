import { createHash } from 'node:crypto';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import type { Database } from './database.ts';
import { type EmbeddedCluster, startEmbeddedPostgres } from './embedded.ts';
import { migrateToLatest } from './migrate.ts';
import { PlanShapingLiterals } from './plan-shaping-literals.ts';

// Counts come back as int8; every count we keep fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export type Db = Kysely<Database>;

export interface Opened {
  /** Requests' pool, with short time-outs. */
  db: Db;
  /** Background work's pool (jobs, the push drainer, start-up): no statement time-out. */
  jobsDb: Db;
  /** Where the database is, without the password. */
  description: string;
  /** For connections outside the pool (LISTEN). */
  connectionString: string;
  /** The embedded cluster this process runs, if any. */
  cluster: EmbeddedCluster | undefined;
  close(): Promise<void>;
}

/**
 * How long a pool waits for the database (docs/product.md §10.19). A request's query gives up after
 * `queryMs` (PostgreSQL cancels it; should the server not even answer, the client drops the connection a
 * second later) and a connection after `connectMs`, so an outage answers 503 instead of hanging.
 */
export interface DbTimeouts {
  connectMs: number;
  queryMs: number;
}

/** Migrations, imports and the jobs' rebuilds may take minutes: only a dead connection is given up on. */
export const BACKGROUND_TIMEOUTS: DbTimeouts = { connectMs: 5_000, queryMs: 0 };

interface PoolStats {
  pool: pg.Pool;
  queryErrors: number;
}
const stats = new WeakMap<Db, PoolStats>();

/** The pool's connections (total, idle, callers waiting) and the queries that failed, for /metrics. */
export function poolStats(db: Db) {
  const entry = stats.get(db);
  if (!entry) return undefined;
  const { pool, queryErrors } = entry;
  return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, queryErrors };
}

export function connect(
  connectionString: string,
  max: number,
  timeouts: DbTimeouts = BACKGROUND_TIMEOUTS,
): Db {
  const { connectMs, queryMs } = timeouts;
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: connectMs,
    // Every statement is prepared with its flags and limits written in (PlanShapingLiterals), so its
    // generic plan is as good as a custom one; left to choose, PostgreSQL kept planning the focus feed on
    // each call (5 ms of planning for 0.7 ms of execution at 1M posts).
    options: '-c plan_cache_mode=force_generic_plan',
    ...(queryMs > 0 && { statement_timeout: queryMs, query_timeout: queryMs + 1_000 }),
  });
  const entry: PoolStats = { pool, queryErrors: 0 };
  // An idle connection closed by the server (restart, failover, shutdown) must not crash the
  // process: the pool replaces it on the next query.
  pool.on('error', (error) => console.error(`idle database connection lost: ${error.message}`));
  pool.on('connect', (client) => {
    // pg-pool listens for errors only while a client is idle: one lost under a query or inside a
    // transaction would be an unhandled 'error' event, which ends the process. The query gets the error.
    client.on('error', () => {});
    prepareStatements(client, () => entry.queryErrors++);
  });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new PlanShapingLiterals()],
  });
  stats.set(db, entry);
  return db;
}

/** Past this many texts, the names kept are dropped and worked out again as they come. */
const MAX_NAMES = 2_000;
const names = new Map<string, string>();

/**
 * A statement's name, from its text: kept, since hashing the focus feed's 8 kB statement on every call
 * took 3 % of the server's time under load, where a string's own hash is computed once.
 */
function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= MAX_NAMES) names.clear();
    name = createHash('sha1').update(text).digest('base64url');
    names.set(text, name);
  }
  return name;
}

/**
 * Names every statement after its text, so PostgreSQL plans it once per connection instead of on
 * every call: planning cost more than running the feed queries (0.7 ms against 0.25 ms at 1M posts).
 * Values stay parameters, so the number of distinct statements stays small.
 */
function prepareStatements(client: pg.PoolClient, onError: () => void): void {
  const query = client.query.bind(client) as (config: pg.QueryConfig) => Promise<pg.QueryResult>;
  const named = (text: unknown, values?: unknown) => {
    const result =
      typeof text === 'string' && Array.isArray(values)
        ? query({ name: statementName(text), text, values })
        : (query as (...args: unknown[]) => Promise<pg.QueryResult>)(text, values);
    return result.catch((error: Error) => {
      onError();
      // The server never answered: the connection may still carry the query. Ending it makes the pool
      // drop it when released, rather than queue the next caller behind a stalled statement.
      if (error.message === 'Query read timeout') client.end().catch(() => {});
      throw error;
    });
  };
  client.query = named as typeof client.query;
}

/**
 * Opens DATABASE_URL, or the embedded cluster in the data directory, and migrates it. `timeouts` are the
 * requests' pool's: the server passes its configured ones, the CLI none.
 */
export async function openDatabase(config: Config, timeouts = BACKGROUND_TIMEOUTS): Promise<Opened> {
  const cluster = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir);
  const connectionString = config.databaseUrl ?? cluster!.connectionString;
  const jobsDb = connect(connectionString, 4, BACKGROUND_TIMEOUTS);
  await migrateToLatest(jobsDb);
  const db = connect(connectionString, config.dbPoolSize, timeouts);
  const where = new URL(connectionString);
  return {
    db,
    jobsDb,
    connectionString,
    cluster,
    description: cluster
      ? `embedded PostgreSQL in ${config.dataDir}`
      : `PostgreSQL at ${where.host}${where.pathname}`,
    async close() {
      await Promise.all([db.destroy(), jobsDb.destroy()]);
      await cluster?.stop();
    },
  };
}
