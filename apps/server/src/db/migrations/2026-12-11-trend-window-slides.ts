import { type Kysely, sql } from 'kysely';

/**
 * When the trend windows last slid, by a full rebuild or by a recount of the items whose citations time
 * alone moved since (modules/trends/slid.ts): the schedule's runs between two full rebuilds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE trend_window_rebuilds ADD COLUMN slid_at timestamptz`.execute(db);
  await sql`UPDATE trend_window_rebuilds SET slid_at = rebuilt_at`.execute(db);
  await sql`ALTER TABLE trend_window_rebuilds ALTER COLUMN slid_at SET NOT NULL`.execute(db);
}
