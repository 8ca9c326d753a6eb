import { type Expression, sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { Viewer } from '../access/viewer.ts';
import type { FeedWindow } from './citing.ts';
import type { FeedPosition } from './cursor.ts';
import { afterPosition, newestFirst, type PostKey, postKeys } from './repository.ts';

/** How many of the newest posts are read before a term counts as sparse. */
export const RECENT_WINDOW = 1000;

/**
 * The words of a search as a tsquery: every word must match, the last one as a prefix
 * (search-as-you-type). Only letters and digits reach the query text, so it cannot be malformed.
 */
export function toTsQuery(text: string): string | undefined {
  const words = text.normalize('NFC').match(/[\p{L}\p{N}]+/gu);
  if (!words) return undefined;
  return words.map((word, i) => `'${word}'${i === words.length - 1 ? ':*' : ''}`).join(' & ');
}

/**
 * toTsQuery's text parsed once per statement. `@@ to_tsquery(…, $1)` would parse it again for every post
 * compared, a generic plan not knowing the value: 2.0 ms rather than 0.6 for a window of 1,000 posts.
 */
export const parsedQuery = (tsQuery: unknown) => sql`(SELECT to_tsquery('fr_unaccent', ${tsQuery}))`;

/** Fewer matches than this among the RECENT_WINDOW newest posts: sparse enough for the GIN index. */
export const SPARSE_HITS = 4;
/** How many more posts a term that is neither common nor sparse is looked for in, newest first. */
export const WIDER_WINDOW = 10_000;

/** A search's newest `limit` matches after `position`, collected from the GIN index whatever their number. */
function indexedMatches(
  db: Db,
  viewer: Viewer,
  query: Expression<unknown>,
  position: FeedPosition | undefined,
  limit: number,
) {
  return (
    afterPosition(postKeys(db, viewer), position)
      .where(sql<boolean>`posts.search_vector @@ ${query}`)
      // An order the date index cannot serve: the planner collects the matches from the GIN index, then sorts.
      .orderBy(sql`posts.publish_date + interval '0 seconds'`, 'desc')
      .orderBy('posts.id', 'desc')
      .limit(limit)
  );
}

/**
 * The keys of a term's newest `window.limit` matches after `window.position` from the GIN index alone: for a
 * term found to have no more than a page of matches, the newest posts are not worth reading first (a word
 * in 10 of 1M posts: 0.46 ms a statement rather than 1.1).
 */
export const rareTermKeys = (db: Db, viewer: Viewer, tsQuery: unknown, { position, limit }: FeedWindow) =>
  indexedMatches(db, viewer, parsedQuery(tsQuery), position, limit);

/**
 * The keys of a search's newest `window.limit` matches after `window.position` (a few older ones may come
 * too: the page keeps the newest), in one statement, its cost bounded for every term. Walking the date
 * index finds a page of a common term within a few hundred posts, but would read the whole table for a
 * rare one (331 ms at 1M posts), while collecting a term's matches from the GIN index costs a few
 * microseconds per match, 100+ ms for a common one. So:
 * - the newest RECENT_WINDOW posts are read first;
 * - when they hold SPARSE_HITS matches or more but less than a page, the term is in a few percent of posts
 *   or less (a region's name: 1.35 % of the generated posts, 13,545 matches, 40 ms from the GIN index):
 *   the next WIDER_WINDOW posts are read on, newest first, until the page is full;
 * - only what these leave to find comes from the GIN index, sorted by date: a sparse term's few matches.
 * `tsQuery`: toTsQuery's text, a value of the statement.
 */
export function searchKeys(db: Db, viewer: Viewer, tsQuery: unknown, { position, limit }: FeedWindow) {
  const query = parsedQuery(tsQuery);
  const newest = newestFirst(afterPosition(postKeys(db, viewer), position));
  const olderThan = (end: string) =>
    sql<boolean>`(posts.publish_date, posts.id) < (SELECT publish_date, id FROM ${sql.table(end)})`;
  // The matches among the `count` newest posts of `posts`, read newest first until `wanted` are found.
  const matchesAmong = (posts: typeof newest, count: number, wanted: Expression<number>) =>
    db
      .selectFrom(posts.select('posts.search_vector').limit(count).as('read'))
      .select(['read.id', 'read.publish_date'])
      .where(sql<boolean>`read.search_vector @@ ${query}`)
      .orderBy('read.publish_date', 'desc')
      .orderBy('read.id', 'desc')
      .limit(wanted);
  const beyondWindow = newest.where(olderThan('window_end'));
  const found = sql<number>`(SELECT count(*) FROM recent)`;
  const older = indexedMatches(db, viewer, query, undefined, limit).where(olderThan('older_end'));
  // Each part after the first, and the window's ends it starts from, is read only when the parts before
  // it fall short.
  // The wider window is read only until it holds what the newest posts lack: a term in 1.4 % of posts then
  // reads about 600 posts past the newest 1,000 rather than 1,500.
  const lacking = sql<number>`${sql.lit(limit)} - ${found}`;
  return sql<PostKey>`(WITH recent AS MATERIALIZED (${matchesAmong(newest, RECENT_WINDOW, sql.lit(limit))}),
    window_end AS MATERIALIZED (${newest.offset(RECENT_WINDOW - 1).limit(1)}),
    wider AS MATERIALIZED (SELECT * FROM (${matchesAmong(beyondWindow, WIDER_WINDOW, lacking)}) wider
      WHERE ${found} BETWEEN ${sql.lit(SPARSE_HITS)} AND ${sql.lit(limit - 1)}),
    wider_end AS MATERIALIZED (${beyondWindow.offset(WIDER_WINDOW - 1).limit(1)}),
    older_end AS MATERIALIZED (SELECT publish_date, id FROM wider_end WHERE ${found} >= ${sql.lit(SPARSE_HITS)}
      UNION ALL SELECT publish_date, id FROM window_end WHERE ${found} < ${sql.lit(SPARSE_HITS)})
    SELECT id, publish_date FROM recent
    UNION ALL
    SELECT id, publish_date FROM wider
    UNION ALL
    SELECT id, publish_date FROM (${older}) older
    WHERE ${found} + (SELECT count(*) FROM wider) < ${sql.lit(limit)})`;
}
