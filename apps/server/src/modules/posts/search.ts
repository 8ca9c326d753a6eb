import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { visiblePosts } from '../access/confidentiality.ts';
import type { Viewer } from '../access/viewer.ts';
import type { CardPage } from './cards.ts';
import type { FeedPosition } from './cursor.ts';
import { afterPosition, cardPage, newestFirst, PAGE_SIZE, pageOf, postKeys } from './repository.ts';

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
 * Newest-first matches, fast for common and rare terms alike. Walking the date index finds a page
 * of a common term within a few hundred posts, but would read the whole table for a rare one (331 ms
 * at 1M posts), while collecting a common term's matches from the GIN index costs 100+ ms. So the
 * newest RECENT_WINDOW posts are read first; only when they hold less than a page does the GIN index
 * collect the (then few) older matches, sorted by date.
 */
export async function searchPage(
  db: Db,
  viewer: Viewer,
  text: string,
  position: FeedPosition | undefined,
): Promise<CardPage> {
  const tsQuery = toTsQuery(text);
  if (!tsQuery) return cardPage(db, viewer, visiblePosts(db, viewer), position);
  const query = sql`to_tsquery('fr_unaccent', ${tsQuery})`;
  const wanted = PAGE_SIZE + 1;

  const recent = newestFirst(afterPosition(postKeys(db, viewer).select('posts.search_vector'), position))
    .limit(RECENT_WINDOW)
    .as('recent');
  const recentMatches = await db
    .selectFrom(recent)
    .select(['recent.id', 'recent.publish_date'])
    .where(sql<boolean>`recent.search_vector @@ ${query}`)
    .orderBy('recent.publish_date', 'desc')
    .orderBy('recent.id', 'desc')
    .limit(wanted)
    .execute();
  if (recentMatches.length === wanted) return pageOf(db, viewer, recentMatches);

  const boundary = await newestFirst(afterPosition(postKeys(db, viewer), position))
    .offset(RECENT_WINDOW - 1)
    .limit(1)
    .executeTakeFirst();
  if (!boundary) return pageOf(db, viewer, recentMatches);
  const older = await afterPosition(postKeys(db, viewer), {
    publishDate: boundary.publish_date,
    id: boundary.id,
  })
    .where(sql<boolean>`posts.search_vector @@ ${query}`)
    // An order the date index cannot serve: the planner collects the matches from the GIN index, then sorts.
    .orderBy(sql`posts.publish_date + interval '0 seconds'`, 'desc')
    .orderBy('posts.id', 'desc')
    .limit(wanted - recentMatches.length)
    .execute();
  return pageOf(db, viewer, [...recentMatches, ...older]);
}
