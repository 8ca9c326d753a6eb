import { PostType } from '@vigie/contract';
import { type Expression, type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { citationIsVisible } from '../access/confidentiality.ts';
import type { Viewer } from '../access/viewer.ts';
import type { FeedPosition } from './cursor.ts';
import { afterPosition, newerThan, newestFirst, type PostKey, postKeys } from './repository.ts';
import { searchCount, searchedCte, searchMerge, searchTierCtes } from './saved-search-matches.ts';

/**
 * What a feed follows: `sets`, a SELECT of one row (or none, following nothing) of the contact, entity and
 * theme ids it cites as text arrays (`contacts`, `entities`, `themes`, a theme with the themes below it the
 * viewer may see) and the part of all posts estimated to cite one (`share`, null when unknown), and saved
 * searches.
 */
export interface CitedItems {
  sets: RawBuilder<unknown>;
  /** Saved searches (saved-search-matches.ts): rows of id, ts_query and post_type. */
  searches?: RawBuilder<unknown>;
  /**
   * The kinds of item the feed may cite, when known before the statement is built: the other link tables
   * are left out of it. Unknown (a focus feed's items are read by the statement itself): every kind.
   */
  kinds?: readonly ItemKind[];
}

export type ItemKind = (typeof LINKS)[number]['ids'];

export interface FeedWindow {
  position: FeedPosition | undefined;
  /** How many posts to keep: a page and one more, to know whether another page follows. */
  limit: number;
  /** Only posts strictly newer than this: an unread count stops at the read marker. */
  since?: FeedPosition | undefined;
}

/** How many of the newest posts are read for a page before the per-item merge takes over, per post wanted. */
const SCAN_PER_POST = 10;
/** Below this many items (sub-themes and saved searches counted), the merge costs less than a scan that finds too little. */
export const SCAN_FROM_ITEMS = 10;

const LINKS = [
  { ids: 'contacts', table: 'post_contacts', column: 'contact_id' },
  { ids: 'entities', table: 'post_entities', column: 'entity_id' },
  { ids: 'themes', table: 'post_themes', column: 'theme_id' },
] as const;
type Link = (typeof LINKS)[number];

/** Every kind of item a feed may cite, as `CitedItems.kinds` names them. */
export const ITEM_KINDS: readonly ItemKind[] = LINKS.map((link) => link.ids);

/** One array of cited_sets. */
const idsOf = (name: ItemKind) => sql`(SELECT ${sql.ref(name)} FROM cited_sets)::text[]`;

/**
 * The keys of the visible posts citing any of the items (a theme brings its visible sub-themes) or matching
 * a saved search, of the given types (all when none), restricted to the `window.limit` newest after
 * `window.position`, in one statement that reads the items once (`cited_sets`):
 *
 * - First, for a reader of SCAN_FROM_ITEMS items or more, the citations of the newest posts are read, down
 *   to the SCAN_PER_POST × `limit`-th newest post (scan). A reader who follows much (200 items cite 93 %
 *   of the generated corpus) finds a whole page there.
 * - Otherwise, each item's newest visible citations are the first entries of its link table's index (the
 *   citation copies its post's date, visibility and type), so each item gives at most `limit` entries and
 *   one sort merges them. A saved search gives its newest `limit` matches as posts/search.ts finds them.
 *
 * Either way the cost depends on neither the corpus nor how often the items are cited. With `way` 'scan'
 * or 'merge', the statement holds that part alone: PostgreSQL starts every node of a plan, run or not. The
 * merge alone always gives the feed's posts; the scan alone gives them when it finds `window.limit` posts,
 * and nothing otherwise.
 */
export function citing(
  db: Db,
  viewer: Viewer,
  { sets, searches, kinds }: CitedItems,
  types: readonly PostType[],
  window: FeedWindow,
  way: CitingWay = 'scan then merge',
) {
  const wanted = types.length > 0 ? types : PostType.options;
  // A feed of no item at all still reads every table, each finding nothing.
  const links = kinds?.length ? LINKS.filter((link) => kinds.includes(link.ids)) : LINKS;
  const feed: Feed = { db, viewer, types, wanted, window, withSearches: searches !== undefined, links };
  const { limit } = window;
  const ctes = [sql`cited_sets AS MATERIALIZED (${sets})`];
  if (searches) ctes.push(searchedCte(searches));
  // The scan alone reads the searches' matches in its own window: the merge's tiers, declared, would be
  // planned and started with every statement though never run.
  if (searches && way !== 'scan') ctes.push(searchTierCtes(db, viewer, wanted, window));
  if (way !== 'merge') ctes.push(sql`scanned AS MATERIALIZED (${scan(feed)})`);
  const scanned = sql`SELECT id, publish_date FROM scanned WHERE (SELECT count(*) FROM scanned) = ${sql.lit(limit)}`;
  const merged = sql`SELECT post_id AS id, publish_date FROM (${merge(feed)}) merged`;
  const body = {
    scan: scanned,
    merge: merged,
    'scan then merge': sql`${scanned} UNION ALL ${merged} WHERE (SELECT count(*) FROM scanned) < ${sql.lit(limit)}`,
  }[way];
  return sql<PostKey>`(WITH ${sql.join(ctes)} ${body})`;
}

export type CitingWay = 'scan then merge' | 'scan' | 'merge';

/** What the citing statement's parts are built from. */
interface Feed {
  db: Db;
  viewer: Viewer;
  types: readonly PostType[];
  /** The types the feed shows: its own, or every type when it names none. */
  wanted: readonly PostType[];
  window: FeedWindow;
  withSearches: boolean;
  /** The link tables read: those of the kinds the feed may cite. */
  links: readonly Link[];
}

/**
 * The newest posts citing an item among the SCAN_PER_POST × `limit` newest posts after the position (the
 * window): each link table's citations are read newest first from its date index (migration
 * 2026-12-03-citations-by-date) down to the window's oldest post, keeping those of the items, until a page
 * is found. Exactly the page when it finds one, since every post newer than the window's end was read.
 */
function scan({ db, viewer, window, withSearches, links, ...feed }: Feed) {
  const { limit } = window;
  const newest = newestFirst(newerThan(afterPosition(postKeys(db, viewer), window.position), window.since));
  // The window's oldest post (the start of time when fewer posts are left), read where the index walk
  // reaches it rather than by sorting the window's posts: 1M posts, PostgreSQL's instructions a statement,
  // focus feed of 25 items 2,457,278 → 2,264,182, of 200 items 2,858,957 → 2,683,384.
  const windowEnd = sql`(${newest.offset(limit * SCAN_PER_POST - 1).limit(1)})
    UNION ALL SELECT ''::char(24), '-infinity'::timestamptz LIMIT 1`;
  // `IN (subquery) IS TRUE` keeps the subquery a hashed filter, built once: an IN alone would become a
  // join, and `= ANY(array)` compares each citation with every id (0.2 ms more per page for 200 items).
  // A kind without items is not read at all (a one-time filter), rather than read to the window's end.
  const citations = ({ table, column, ids }: Link) => sql`(SELECT DISTINCT l.post_id AS id,
      l.publish_date FROM ${sql.table(table)} l
    WHERE (SELECT cardinality(${sql.ref(ids)}) FROM cited_sets) > 0 AND ${citationBounds({ viewer, window, ...feed })}
      AND (l.publish_date, l.post_id) >= (SELECT publish_date, id FROM window_end)
      AND (${sql.ref(`l.${column}`)}::text IN (SELECT unnest(${sql.ref(ids)}) FROM cited_sets)) IS TRUE
    ORDER BY l.publish_date DESC, l.post_id DESC LIMIT ${sql.lit(limit)})`;
  // The saved searches' matches in the window, read from its own posts: window_hits would read the
  // newest RECENT_WINDOW posts, which tripled the statement for a reader of 200 items and one search.
  const matches = withSearches
    ? sql`UNION ALL (${newest
        .where('posts.type', 'in', feed.wanted)
        .where(sql<boolean>`EXISTS (SELECT FROM searched)
          AND (posts.publish_date, posts.id) >= (SELECT publish_date, id FROM window_end)
          AND EXISTS (SELECT FROM searched s WHERE posts.search_vector @@ s.ts_query
            AND (s.post_type IS NULL OR s.post_type = posts.type))`)
        .limit(limit)})`
    : sql``;
  const items = sql<number>`(SELECT cardinality(contacts) + cardinality(entities) + cardinality(themes)
    FROM cited_sets) ${withSearches ? sql`+ ${searchCount}` : sql``}`;
  return sql`WITH window_end AS MATERIALIZED (${windowEnd})
    SELECT DISTINCT id, publish_date FROM (${sql.join(links.map(citations), sql` UNION ALL `)} ${matches}) found
    WHERE ${scansFirst(items, sql<number | null>`(SELECT share FROM cited_sets)`)}
    ORDER BY publish_date DESC, id DESC
    LIMIT ${sql.lit(limit)}`;
}

/**
 * Whether a feed of `items` items (sub-themes and saved searches counted), cited by `share` of all posts,
 * is scanned first. Items too rarely cited to fill a page from the window are merged at once: the merge
 * alone costs less than a scan that fails first (0.57 against 0.99 ms for 25 contacts each in a few
 * hundred of 1M posts).
 */
export const scansFirst = (items: Expression<number>, share: Expression<number | null>) =>
  sql<boolean>`${items} >= ${sql.lit(SCAN_FROM_ITEMS)} AND coalesce(${share} * ${sql.lit(SCAN_PER_POST)} >= 1, true)`;

/**
 * Each item's newest `limit` visible citations (and each search's matches), merged newest first. The
 * duplicates (a post citing two items) go as the sorted citations are read: UNION sorted every citation by
 * post id first, which took a third of the statement (25 rarely cited contacts, 525 citations: 2.45 → 1.54
 * ms), and DISTINCT hashed all 525 before sorting them (DISTINCT ON: 0.70–1.05 → 0.54–0.72 ms).
 */
function merge(feed: Feed) {
  const { db, viewer, wanted, window, withSearches, links } = feed;
  const newest = ({ table, column, ids }: Link) => sql`
    SELECT newest.post_id, newest.publish_date FROM unnest(${idsOf(ids)}) AS cited(id)
    CROSS JOIN LATERAL (
      SELECT l.post_id, l.publish_date FROM ${sql.table(table)} l
      WHERE ${sql.ref(`l.${column}`)} = cited.id::char(24) AND ${citationBounds(feed)}
      ORDER BY l.publish_date DESC, l.post_id DESC
      LIMIT ${sql.lit(window.limit)}) newest`;
  return sql`SELECT DISTINCT ON (publish_date, post_id) post_id, publish_date FROM (
      ${sql.join(links.map(newest), sql` UNION ALL `)}
      ${withSearches ? sql`UNION ALL ${searchMerge(db, viewer, wanted, window)}` : sql``}
    ) merged
    ORDER BY publish_date DESC, post_id DESC
    LIMIT ${sql.lit(window.limit)}`;
}

/** The citations (`l`) a feed's window may show: visible, of its types, between its bounds. */
function citationBounds({
  viewer,
  types,
  window: { position, since },
}: Pick<Feed, 'viewer' | 'types' | 'window'>) {
  // The types are written into the text, which the feed's shape already names: given as a value, their
  // cost was unknown to the planner, which then tested each citation's item before its type (1M posts,
  // custom feed of 25 items, memos only: 2,611–2,687 → 2,706–2,937 req/s).
  const ofTypes =
    types.length > 0 ? sql`AND l.type IN (${sql.join(types.map((type) => sql.lit(type)))})` : sql``;
  return sql`${citationIsVisible(viewer, 'l')}
    ${ofTypes}
    ${position ? sql`AND (l.publish_date, l.post_id) < (${position.publishDate}::timestamptz, ${position.id}::char(24))` : sql``}
    ${since ? sql`AND (l.publish_date, l.post_id) > (${since.publishDate}::timestamptz, ${since.id}::char(24))` : sql``}`;
}
