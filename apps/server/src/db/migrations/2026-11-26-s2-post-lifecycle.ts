import { type Kysely, sql } from 'kysely';

/**
 * The newsroom's post lifecycle (docs/product.md §10.9.2). `version` counts edits, so a stale edit is
 * refused rather than overwriting a colleague's; `edited_at` marks a correction to readers; `retracted_at`
 * a post withdrawn (unpublished for good). `pushes_queued_at` claims a post's pushes once: when it is
 * written if it is visible then, else by the due-publications job at its date. Posts already visible had
 * theirs queued when written.
 */
const statements = [
  `ALTER TABLE posts
     ADD COLUMN version integer NOT NULL DEFAULT 1,
     ADD COLUMN edited_at timestamptz(3),
     ADD COLUMN retracted_at timestamptz(3),
     ADD COLUMN pushes_queued_at timestamptz(3)`,
  `UPDATE posts SET pushes_queued_at = inserted_at WHERE is_published AND publish_date <= now()`,
  `CREATE INDEX posts_pushes_due ON posts (publish_date) WHERE is_published AND pushes_queued_at IS NULL`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
