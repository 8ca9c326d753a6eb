import type { Feed } from '@vigie/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { Viewer } from '../auth/viewer.ts';
import { selectCards } from './cards.ts';
import type { FeedPosition } from './cursor.ts';
import { cardPage } from './repository.ts';

/** Below this many matches a term is rare: its matches are collected first, then ordered by date. */
const RARE_MATCHES = 2000;

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
 * Newest-first matches, fast for rare and common terms alike. The planner, left alone, walks the
 * date index for a rare term and discards nearly every row (331 ms at 1M posts); so a bounded
 * probe of the GIN index decides: rare terms sort their few matches, common ones walk the date index.
 */
export async function searchCards(
  db: Db,
  viewer: Viewer,
  text: string,
  after: FeedPosition | undefined,
): Promise<Feed> {
  const tsQuery = toTsQuery(text);
  const probe = tsQuery ? await probeMatches(db, tsQuery) : undefined;
  // Nothing searchable (no words, or stop words only): the list is unfiltered, as with an empty box.
  if (!tsQuery || !probe?.nodes) return cardPage(selectCards(db, viewer), after);
  const matches = sql<boolean>`posts.search_vector @@ to_tsquery('fr_unaccent', ${tsQuery})`;
  return cardPage(selectCards(db, viewer).where(matches), after, {
    sortMatches: probe.matches < RARE_MATCHES,
  });
}

/** How many lexemes the query keeps, and its matches up to RARE_MATCHES, counted on the GIN index only. */
async function probeMatches(db: Db, tsQuery: string) {
  return db.transaction().execute(async (trx) => {
    await sql`SET LOCAL enable_seqscan = off`.execute(trx);
    await sql`SET LOCAL enable_indexscan = off`.execute(trx);
    const { rows } = await sql<{ nodes: number; matches: number }>`
      SELECT numnode(q) AS nodes,
             (SELECT count(*)::int FROM (SELECT 1 FROM posts WHERE search_vector @@ q LIMIT ${RARE_MATCHES}) m) AS matches
      FROM to_tsquery('fr_unaccent', ${tsQuery}) q`.execute(trx);
    return rows[0];
  });
}
