import type { PostType } from '@vigie/contract';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { visiblePosts } from '../access/confidentiality.ts';
import type { Viewer } from '../access/viewer.ts';
import type { FeedWindow } from './citing.ts';
import { afterPosition, newerThan, newestFirst, postKeys } from './repository.ts';
import { RECENT_WINDOW } from './search.ts';

/**
 * The saved searches' part of the citing statement (citing.ts), read from CTEs it declares first:
 * `searched` (id, ts_query, post_type of each search), `recent_window`, `window_hits`.
 */
export const searchesOf = (userId: string) => sql`SELECT id, ts_query, post_type FROM saved_searches
  WHERE user_id = ${userId} AND focus_enabled`;

export const searchCount = sql`(SELECT count(*) FROM searched)`;

/**
 * As posts/search.ts, per search: its newest matches among the newest RECENT_WINDOW posts, and only when
 * those hold less than the page, its older matches collected from the GIN index. The window is read
 * once for every search, and not at all for a reader without one.
 */
export function searchCtes(
  db: Db,
  viewer: Viewer,
  searches: RawBuilder<unknown>,
  wanted: readonly PostType[],
  { position, limit, since }: FeedWindow,
) {
  const keys = postKeys(db, viewer).select(['posts.type', 'posts.search_vector']);
  const window = newestFirst(newerThan(afterPosition(keys, position), since))
    .where('posts.type', 'in', wanted)
    .limit(RECENT_WINDOW);
  return sql`searched AS MATERIALIZED (${searches}),
    recent_window AS MATERIALIZED (${window}),
    window_hits AS MATERIALIZED (
      SELECT s.id AS search_id, hit.id, hit.publish_date FROM searched s
      CROSS JOIN LATERAL (SELECT w.id, w.publish_date FROM recent_window w
        WHERE w.search_vector @@ s.ts_query AND (s.post_type IS NULL OR s.post_type = w.type)
        ORDER BY w.publish_date DESC, w.id DESC
        LIMIT ${sql.lit(limit)}) hit)`;
}

/** Each search's newest `limit` matches after the position, as (post_id, publish_date) rows. */
export function searchMerge(
  db: Db,
  viewer: Viewer,
  wanted: readonly PostType[],
  { limit, since }: FeedWindow,
) {
  const older = newerThan(visiblePosts(db, viewer), since)
    .select(['posts.id', 'posts.publish_date'])
    .where('posts.type', 'in', wanted)
    .where(
      sql<boolean>`(s.post_type IS NULL OR posts.type = s.post_type)
        AND (SELECT count(*) FROM window_hits h WHERE h.search_id = s.id) < ${sql.lit(limit)}
        AND (SELECT count(*) FROM recent_window) = ${sql.lit(RECENT_WINDOW)}
        AND (posts.publish_date, posts.id) <
          (SELECT w.publish_date, w.id FROM recent_window w ORDER BY w.publish_date, w.id LIMIT 1)
        AND posts.search_vector @@ s.ts_query`,
    )
    // An order the date index cannot serve: the matches come from the GIN index, then are sorted.
    .orderBy(sql`posts.publish_date + interval '0 seconds'`, 'desc')
    .orderBy('posts.id', 'desc')
    .limit(limit);
  return sql`SELECT id AS post_id, publish_date FROM window_hits
    UNION ALL SELECT older.id, older.publish_date FROM searched s CROSS JOIN LATERAL (${older}) older`;
}
