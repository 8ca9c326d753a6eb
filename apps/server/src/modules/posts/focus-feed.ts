import type { Db } from '../../db/connect.ts';
import type { Viewer } from '../access/viewer.ts';
import { type PostsJson, pageJson } from './cards.ts';
import type { CitingWay } from './citing.ts';
import { focusedBy, focusesSearches, focusScansFirst } from './focused.ts';
import { citingSource, type FeedSource, feedRow, type PageQuery } from './service.ts';

/** How a reader's focus feed is read: with its saved searches or without them, and which way (citing.ts). */
interface Reading {
  searches: boolean;
  way: CitingWay;
}

/** A reading remembered, with how many more pages it reads both ways after a scan that found no page. */
interface Known extends Reading {
  bothLeft: number;
}

/** After a scan that found no page, how many of the reader's pages are read by the scan then the merge. */
const BOTH_AFTER_SHORT_SCAN = 20;
const MAX_READERS = 100_000;
/** A reader not seen yet: one statement that finds the page whatever the reader follows, unless searches. */
const UNSEEN: Known = { searches: false, way: 'scan then merge', bothLeft: 0 };

/**
 * How each reader's focus feed was last found best read: a hint, kept by each server, that only chooses
 * the statement; the page is the same whatever it says. PostgreSQL starts every node of a plan, run or
 * not, and for a reader of 200 items the statement's plan held 124 nodes, 65 of which never ran. So:
 * - a reader who focuses no saved search is read without the searches' part;
 * - a reader whose feed is scanned first (citing.ts) is read by the scan alone, one whose feed is not by
 *   the merge alone;
 * - each statement also says whether the reader focuses a search and, but for the scan alone, whether
 *   the feed is scanned first; when it missed a search, or the scan alone found no page, the page is read
 *   again by a statement that finds it, and a scan that found none gives way to both for a while.
 * At 1M posts and 20 clients, leaving out the searches' part took a reader of 1 item from 3,408–3,699 to
 * 3,751–4,132 req/s; reading one way alone then, alternated with both ways: focus of 1 item 3,505–3,971 →
 * 4,546–4,627 req/s, of 25 items 3,079–3,170 → 3,817–3,959, of 200 items 2,848–3,263 → 3,316–3,830, of
 * 25 items and 3 searches 2,472–3,163 → 2,905–3,375.
 */
const lastFound = new Map<string, Known>();

function nextReading(known: Known, found: FoundNow): Known {
  const { searches, scans, scanFellShort } = found;
  if (scanFellShort) return { searches, way: 'scan then merge', bothLeft: BOTH_AFTER_SHORT_SCAN };
  if (!scans) return { searches, way: 'merge', bothLeft: 0 };
  if (known.bothLeft > 1) return { searches, way: 'scan then merge', bothLeft: known.bothLeft - 1 };
  return { searches, way: 'scan', bothLeft: 0 };
}

interface FoundNow {
  searches: boolean;
  scans: boolean;
  scanFellShort: boolean;
}

const focusSource = (db: Db, { searches, way }: Reading): FeedSource => ({
  ...citingSource(db, ['focus', searches, way], [], (_, reader) => focusedBy(reader, { searches }), [], way),
  // A scan that finds its page shows the reader is scanned first: reading it again costs its arrays.
  columns: (reader) => [focusesSearches(reader), ...(way === 'scan' ? [] : [focusScansFirst(reader)])],
});

export async function focusFeed(db: Db, viewer: Viewer, q: PageQuery): Promise<PostsJson> {
  const known = lastFound.get(viewer.id) ?? UNSEEN;
  const { page, columns } = await feedRow(db, viewer, focusSource(db, known), q);
  const found: FoundNow = {
    searches: columns.focuses_searches === true,
    scans: known.way === 'scan' || columns.scans_first === true,
    // The scan alone gives a page and one more post, or nothing.
    scanFellShort: known.way === 'scan' && page.cursor === false,
  };
  if (lastFound.size >= MAX_READERS) lastFound.clear();
  lastFound.set(viewer.id, nextReading(known, found));
  const missedSearches = found.searches && !known.searches;
  if (!missedSearches && !found.scanFellShort) return pageJson(page);
  const again: Reading = { searches: found.searches, way: missedSearches ? 'scan then merge' : 'merge' };
  return pageJson((await feedRow(db, viewer, focusSource(db, again), q)).page);
}
