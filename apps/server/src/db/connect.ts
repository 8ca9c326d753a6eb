import { createHash } from 'node:crypto';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import type { Database } from './database.ts';
import { startEmbeddedPostgres } from './embedded.ts';
import { migrateToLatest } from './migrate.ts';
import { PlanShapingLiterals } from './plan-shaping-literals.ts';

// Counts come back as int8; every count we keep fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export type Db = Kysely<Database>;

export interface Opened {
  db: Db;
  /** Where the database is, without the password. */
  description: string;
  /** For connections outside the pool (LISTEN). */
  connectionString: string;
  close(): Promise<void>;
}

export function connect(connectionString: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection closed by the server (restart, failover, shutdown) must not crash the
  // process: the pool replaces it on the next query.
  pool.on('error', (error) => console.error(`idle database connection lost: ${error.message}`));
  pool.on('connect', prepareStatements);
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new PlanShapingLiterals()],
  });
}

/**
 * Names every statement after its text, so PostgreSQL plans it once per connection instead of on
 * every call: planning cost more than running the feed queries (0.7 ms against 0.25 ms at 1M posts).
 * Values stay parameters, so the number of distinct statements stays small.
 */
function prepareStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (config: pg.QueryConfig) => Promise<pg.QueryResult>;
  const named = (text: unknown, values?: unknown) =>
    typeof text === 'string' && Array.isArray(values)
      ? query({ name: createHash('sha1').update(text).digest('base64url'), text, values })
      : (query as (...args: unknown[]) => Promise<pg.QueryResult>)(text, values);
  client.query = named as typeof client.query;
}

/** Opens DATABASE_URL, or the embedded cluster in the data directory, and migrates it. */
export async function openDatabase(config: Config): Promise<Opened> {
  const cluster = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir);
  const connectionString = config.databaseUrl ?? cluster!.connectionString;
  const db = connect(connectionString);
  await migrateToLatest(db);
  const where = new URL(connectionString);
  return {
    db,
    connectionString,
    description: cluster
      ? `embedded PostgreSQL in ${config.dataDir}`
      : `PostgreSQL at ${where.host}${where.pathname}`,
    async close() {
      await db.destroy();
      await cluster?.stop();
    },
  };
}
