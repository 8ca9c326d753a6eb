import { type Kysely, sql } from 'kysely';

/**
 * Read markers (docs/product.md §10.16): per reader and timeline, the newest post seen. The post's date
 * is copied so the marker keeps its place in the feed's order whatever becomes of the post; no foreign
 * key to posts for the same reason.
 */
const statements = [
  `CREATE TABLE read_markers (
     user_id char(24) NOT NULL REFERENCES users ON DELETE CASCADE,
     timeline text NOT NULL CHECK (timeline ~ '^(home|focus|(contact|entity|theme):[0-9a-f]{24})$'),
     post_id char(24) NOT NULL,
     publish_date timestamptz(3) NOT NULL,
     updated_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (user_id, timeline))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
