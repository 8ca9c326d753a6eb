import { type Kysely, sql } from 'kysely';

/** The bookmarks feed pages a reader's bookmarks newest first by keyset (modules/bookmarks). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX bookmarks_feed ON bookmarks (user_id, inserted_at DESC, post_id DESC)`.execute(db);
}
