import { type Kysely, sql } from 'kysely';

/**
 * A rendered trends answer is only ever read whole, as the text a request sends. Kept as jsonb, each read
 * rendered its 25 kB document to text again: 3,930 reads a second on two cores against 13,703 for the same
 * answer kept as text. The server writes it from a checked answer (modules/trends), so nothing is lost by
 * not parsing it on the way in. It keeps it in ASCII, as the cards are (migration 2026-12-04-ascii-cards).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE trend_answers ALTER COLUMN body TYPE text USING json_ascii(body::text)`.execute(db);
}
