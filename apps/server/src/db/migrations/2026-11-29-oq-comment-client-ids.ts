import { type Kysely, sql } from 'kysely';

/**
 * A comment written offline carries the id its device gave it (docs/product.md §4.5): a replay of the same
 * comment finds it stored and adds nothing. Unique per author, so no one can claim another's id.
 */
const statements = [
  'ALTER TABLE comments ADD COLUMN client_id uuid',
  'CREATE UNIQUE INDEX comments_client_id ON comments (user_id, client_id) WHERE client_id IS NOT NULL',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
