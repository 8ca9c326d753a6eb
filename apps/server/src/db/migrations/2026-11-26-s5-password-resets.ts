import { type Kysely, sql } from 'kysely';

/**
 * One-time set-password links (docs/product.md §10.9.4): only the token's SHA-256 is kept, as for
 * sessions, and a user has at most one live link, so a new link voids the one given before.
 */
const statements = [
  `CREATE TABLE password_resets (
     token_hash bytea PRIMARY KEY,
     user_id char(24) NOT NULL UNIQUE REFERENCES users ON DELETE CASCADE,
     expires_at timestamptz NOT NULL)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
