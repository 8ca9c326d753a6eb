import { type Kysely, sql } from 'kysely';

/**
 * The published posts newest first with their search vectors: a search reads the newest posts' vectors
 * from here (modules/posts/search.ts), index entries of about 560 bytes, 14 to a page, where it visited
 * each post's row, 7 to a page, through the feed index. 1M generated posts: the index takes 603 MB, and a
 * search for a word in 1.4 % of posts answers 469 → 668 req/s, for a rare one 566 → 778.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX posts_search_by_date ON posts (publish_date DESC, id DESC)
    INCLUDE (confidential, type, search_vector) WHERE is_published`.execute(db);
}
