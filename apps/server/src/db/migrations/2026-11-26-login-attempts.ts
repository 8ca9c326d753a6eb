import { type Kysely, sql } from 'kysely';

/**
 * Sign-in attempts are counted in one row per key, so that a single INSERT … ON CONFLICT counts an
 * attempt and answers the new total: concurrent attempts each get their own number, where counting
 * logged failures let every attempt in flight pass the check (modules/auth/limits.ts).
 */
const statements = [
  `CREATE TABLE login_attempts (
     key text PRIMARY KEY,
     attempts integer NOT NULL,
     window_start timestamptz NOT NULL
   )`,
  `CREATE INDEX login_attempts_window_start ON login_attempts (window_start)`,
  `DROP TABLE login_failures`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
