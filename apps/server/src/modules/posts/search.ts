import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { Viewer } from '../access/viewer.ts';
import type { FeedWindow } from './citing.ts';
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

/**
 * The keys of a search's newest-first matches after `window.position`, `window.limit` at most, fast for
 * common and rare terms alike, in one statement. Walking the date index finds a page of a common term
 * within a few hundred posts, but would read the whole table for a rare one (331 ms at 1M posts), while
 * collecting a common term's matches from the GIN index costs 100+ ms. So the newest RECENT_WINDOW posts
 * are read first; only when they hold less than a page does the GIN index collect the (then few) older
 * matches, sorted by date. `tsQuery`: toTsQuery's text, a value of the statement.
 */
export function searchKeys(db: Db, viewer: Viewer, tsQuery: unknown, { position, limit }: FeedWindow) {
  const query = parsedQuery(tsQuery);
  const newest = newestFirst(afterPosition(postKeys(db, viewer), position));
  const recent = db
    .selectFrom(newest.select('posts.search_vector').limit(RECENT_WINDOW).as('recent'))
    .select(['recent.id', 'recent.publish_date'])
    .where(sql<boolean>`recent.search_vector @@ ${query}`)
    .orderBy('recent.publish_date', 'desc')
    .orderBy('recent.id', 'desc')
    .limit(limit);
  const older = postKeys(db, viewer)
    .where(sql<boolean>`(posts.publish_date, posts.id) < (SELECT publish_date, id FROM window_end)`)
    .where(sql<boolean>`posts.search_vector @@ ${query}`)
    // An order the date index cannot serve: the planner collects the matches from the GIN index, then sorts.
    .orderBy(sql`posts.publish_date + interval '0 seconds'`, 'desc')
    .orderBy('posts.id', 'desc')
    .limit(limit);
  // The older matches, and the window's end they start from, are read only when the window falls short.
  return sql<PostKey>`(WITH recent AS MATERIALIZED (${recent}),
    window_end AS MATERIALIZED (${newest.offset(RECENT_WINDOW - 1).limit(1)})
    SELECT id, publish_date FROM recent
    UNION ALL
    SELECT id, publish_date FROM (${older}) older WHERE (SELECT count(*) FROM recent) < ${sql.lit(limit)})`;
}
