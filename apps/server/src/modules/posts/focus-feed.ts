import type { Db } from '../../db/connect.ts';
import type { Viewer } from '../access/viewer.ts';
import { type PostsJson, pageJson } from './cards.ts';
import type { CitingWay } from './citing.ts';
import { focusedBy, focusesSearches, focusScansFirst } from './focused.ts';
import { ReadingHints } from './reading-hints.ts';
import { citingSource, type FeedSource, feedRow, type PageQuery } from './service.ts';

/** How a reader's focus feed is read: with its saved searches or without them, and which way (citing.ts). */
interface Reading {
  searches: boolean;
  way: CitingWay;
}

const MAX_READERS = 100_000;

/**
 * How each reader's focus feed was last found best read (reading-hints.ts), and the readers last found to
 * focus a saved search: for a reader of 200 items the statement's plan held 124 nodes, 65 of which never
 * ran. A reader who focuses no saved search is read without the searches' part; each statement also says
 * whether the reader focuses a search and, but for the scan alone, whether the feed is scanned first, and
 * the page is read again when it missed a search or the scan alone found none.
 * At 1M posts and 20 clients, leaving out the searches' part took a reader of 1 item from 3,408–3,699 to
 * 3,751–4,132 req/s; reading one way alone then, alternated with both ways: focus of 1 item 3,505–3,971 →
 * 4,546–4,627 req/s, of 25 items 3,079–3,170 → 3,817–3,959, of 200 items 2,848–3,263 → 3,316–3,830, of
 * 25 items and 3 searches 2,472–3,163 → 2,905–3,375.
 */
const hints = new ReadingHints(MAX_READERS);
const searching = new Set<string>();

const focusSource = (db: Db, { searches, way }: Reading): FeedSource => ({
  ...citingSource(db, ['focus', searches, way], [], (_, reader) => focusedBy(reader, { searches }), [], way),
  // A scan that finds its page shows the reader is scanned first: reading it again costs its arrays.
  columns: (reader) => [focusesSearches(reader), ...(way === 'scan' ? [] : [focusScansFirst(reader)])],
});

export async function focusFeed(db: Db, viewer: Viewer, q: PageQuery): Promise<PostsJson> {
  const known: Reading = { searches: searching.has(viewer.id), way: hints.way(viewer.id) };
  const row = await feedRow(db, viewer, focusSource(db, known), q);
  const searches = row.columns.focuses_searches === true;
  const scanFellShort = hints.learn(viewer.id, known.way, row);
  if (searching.size >= MAX_READERS) searching.clear();
  if (searches) searching.add(viewer.id);
  else searching.delete(viewer.id);
  const missedSearches = searches && !known.searches;
  if (!missedSearches && !scanFellShort) return pageJson(row.page);
  const again: Reading = { searches, way: missedSearches ? 'scan then merge' : 'merge' };
  return pageJson((await feedRow(db, viewer, focusSource(db, again), q)).page);
}
