import { type Kysely, sql } from 'kysely';

/**
 * When every item's trend windows were last rebuilt (modules/trends/refresh.ts), by whichever server: each
 * server's 5-minute schedule skips a rebuild another made less than an interval ago, so that several servers
 * on one database rebuild once per interval rather than once each (0.5–0.9 s of PostgreSQL at 1M posts).
 * A written post's recount of its own items is not a rebuild: the other items' windows still slide.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE trend_window_rebuilds (
    only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
    rebuilt_at timestamptz NOT NULL
  )`.execute(db);
}
