import type { PostType } from '@vigie/contract';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { visiblePosts } from '../access/confidentiality.ts';
import type { Viewer } from '../access/viewer.ts';
import type { FeedWindow } from './citing.ts';
import { afterPosition, newerThan, newestFirst, postKeys } from './repository.ts';
import { RECENT_WINDOW, SPARSE_HITS, WIDER_WINDOW } from './search.ts';

/**
 * The saved searches' part of the citing statement (citing.ts), read from CTEs it declares first:
 * `searched` (id, ts_query, post_type of each search, searchedCte), then the merge's tiers (searchTierCtes).
 */
export const searchesOf = (userId: string) => sql`SELECT id, ts_query, post_type FROM saved_searches
  WHERE user_id = ${userId} AND focus_enabled`;

export const searchCount = sql`(SELECT count(*) FROM searched)`;

/** The reader's saved searches (`searches`, searchesOf) as the CTE `searched`. */
export const searchedCte = (searches: RawBuilder<unknown>) => sql`searched AS MATERIALIZED (${searches})`;

/**
 * As posts/search.ts, per search, in three tiers: its newest matches among the newest RECENT_WINDOW posts;
 * when those hold SPARSE_HITS or more but less than the page, among the next WIDER_WINDOW posts; and only
 * when these fall short, its older matches collected from the GIN index. The newest window is read once for
 * every search, and not at all for a reader without one; the wider one only for a search that needs it,
 * and only until it holds what the newest lack. Only searchMerge reads them.
 */
export function searchTierCtes(
  db: Db,
  viewer: Viewer,
  wanted: readonly PostType[],
  { position, limit, since }: FeedWindow,
) {
  const keys = newestFirst(newerThan(afterPosition(postKeys(db, viewer), position), since)).where(
    'posts.type',
    'in',
    wanted,
  );
  const beyond = keys.where(sql<boolean>`(posts.publish_date, posts.id) < (SELECT * FROM recent_end)`);
  // Search `s`'s newest `wanted` matches among the posts `p`, read newest first until they are found.
  const matchesIn = (posts: RawBuilder<unknown>, wanted: RawBuilder<unknown>) => sql`SELECT p.id,
      p.publish_date FROM ${posts} p
    WHERE p.search_vector @@ s.ts_query AND (s.post_type IS NULL OR s.post_type = p.type)
    ORDER BY p.publish_date DESC, p.id DESC
    LIMIT ${wanted}`;
  const content = ['posts.type', 'posts.search_vector'] as const;
  const wider = sql`(${beyond.select(content).limit(WIDER_WINDOW)})`;
  return sql`recent_window AS MATERIALIZED (${keys.select(content).limit(RECENT_WINDOW)}),
    recent_end AS MATERIALIZED (SELECT publish_date, id FROM recent_window
      WHERE (SELECT count(*) FROM recent_window) = ${sql.lit(RECENT_WINDOW)}
      ORDER BY publish_date, id LIMIT 1),
    window_hits AS MATERIALIZED (
      SELECT s.id AS search_id, hit.id, hit.publish_date FROM searched s
      CROSS JOIN LATERAL (${matchesIn(sql`recent_window`, sql.lit(limit))}) hit),
    tiers AS MATERIALIZED (SELECT s.id, s.ts_query, s.post_type,
      (SELECT count(*) FROM window_hits h WHERE h.search_id = s.id) AS found FROM searched s),
    wider_hits AS MATERIALIZED (
      SELECT s.id AS search_id, hit.id, hit.publish_date FROM tiers s
      CROSS JOIN LATERAL (${matchesIn(wider, sql`${sql.lit(limit)} - s.found`)}) hit
      WHERE s.found BETWEEN ${sql.lit(SPARSE_HITS)} AND ${sql.lit(limit - 1)}),
    wider_end AS MATERIALIZED (SELECT publish_date, id FROM (${beyond.offset(WIDER_WINDOW - 1).limit(1)}) e)`;
}

/** Each search's newest `limit` matches after the position, as (post_id, publish_date) rows. */
export function searchMerge(
  db: Db,
  viewer: Viewer,
  wanted: readonly PostType[],
  { limit, since }: FeedWindow,
) {
  // Where a search's older matches start: past the posts its tiers before read.
  const olderEnd = sql`SELECT * FROM wider_end WHERE s.found >= ${sql.lit(SPARSE_HITS)}
    UNION ALL SELECT * FROM recent_end WHERE s.found < ${sql.lit(SPARSE_HITS)}`;
  const older = newerThan(visiblePosts(db, viewer), since)
    .select(['posts.id', 'posts.publish_date'])
    .where('posts.type', 'in', wanted)
    .where(
      sql<boolean>`(s.post_type IS NULL OR posts.type = s.post_type)
        AND s.found + (SELECT count(*) FROM wider_hits h WHERE h.search_id = s.id) < ${sql.lit(limit)}
        AND (posts.publish_date, posts.id) < (${olderEnd})
        AND posts.search_vector @@ s.ts_query`,
    )
    // An order the date index cannot serve: the matches come from the GIN index, then are sorted.
    .orderBy(sql`posts.publish_date + interval '0 seconds'`, 'desc')
    .orderBy('posts.id', 'desc')
    .limit(limit);
  return sql`SELECT id AS post_id, publish_date FROM window_hits
    UNION ALL SELECT id, publish_date FROM wider_hits
    UNION ALL SELECT older.id, older.publish_date FROM tiers s CROSS JOIN LATERAL (${older}) older`;
}
