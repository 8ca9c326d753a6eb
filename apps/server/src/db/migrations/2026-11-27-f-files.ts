import { type Kysely, sql } from 'kysely';

/**
 * Files editors upload for posts (docs/product.md §10.9.8): the bytes live in the file store, the row
 * says what they are. A file is served to those who may see a post showing it, found by its address:
 * hence the indexes on attachment addresses and on post pictures stored here.
 */
const statements = [
  `CREATE TABLE files (
     id char(24) PRIMARY KEY,
     filename text NOT NULL,
     content_type text NOT NULL,
     size integer NOT NULL,
     uploaded_by char(24) REFERENCES users ON DELETE SET NULL,
     inserted_at timestamptz(3) NOT NULL DEFAULT now())`,
  `CREATE INDEX attachments_url ON attachments (url)`,
  `CREATE INDEX posts_stored_img ON posts (img) WHERE img LIKE '/api/v1/files/%'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
