import { PostType } from '@vigie/contract';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { citationIsVisible, themeIsVisible, visiblePosts } from '../access/confidentiality.ts';
import type { Viewer } from '../access/viewer.ts';
import type { FeedPosition } from './cursor.ts';
import { afterPosition, newerThan, newestFirst, postKeys } from './repository.ts';
import { matchesASearch, searchCount, searchCtes, searchesOf, searchMerge } from './saved-search-matches.ts';

/** What a feed follows: one SELECT of rows (kind, id), kind being contact, entity or theme, and saved searches. */
export interface CitedItems {
  items: RawBuilder<unknown>;
  /** Saved searches (saved-search-matches.ts): rows of id, ts_query and post_type. */
  searches?: RawBuilder<unknown>;
}

export interface FeedWindow {
  position: FeedPosition | undefined;
  /** How many posts to keep: a page and one more, to know whether another page follows. */
  limit: number;
  /** Only posts strictly newer than this: an unread count stops at the read marker. */
  since?: FeedPosition | undefined;
}

/** Items given by id, as rows of one SELECT: one SQL text whatever their number, so it is prepared once. */
export const listedItems = (ids: {
  contacts: readonly string[];
  entities: readonly string[];
  themes: readonly string[];
}) =>
  sql`SELECT 'contact' AS kind, unnest(${ids.contacts}::char(24)[]) AS id
    UNION ALL SELECT 'entity', unnest(${ids.entities}::char(24)[])
    UNION ALL SELECT 'theme', unnest(${ids.themes}::char(24)[])`;

/** The items and saved searches a reader focuses, read in the feed's own statement. */
export const focusedBy = (userId: string): CitedItems => ({
  items: sql`SELECT item_type AS kind, item_id AS id FROM item_settings
    WHERE user_id = ${userId} AND focus_enabled`,
  searches: searchesOf(userId),
});

/** How many of the newest posts are read for a page before the per-item merge takes over, per post wanted. */
const SCAN_PER_POST = 10;
/** Below this many items (sub-themes and saved searches counted), the merge costs less than a scan that finds too little. */
const SCAN_FROM_ITEMS = 10;

const LINKS = [
  { kind: 'contact', table: 'post_contacts', column: 'contact_id' },
  { kind: 'entity', table: 'post_entities', column: 'entity_id' },
  { kind: 'theme', table: 'post_themes', column: 'theme_id' },
] as const;

/**
 * Visible posts citing any of the items (a theme brings its visible sub-themes) or matching a saved search,
 * of the given types (all when none), restricted to the `window.limit` newest after `window.position`, in one
 * statement that reads the items once (`cited`):
 *
 * - First, for a reader of SCAN_FROM_ITEMS items or more, the newest visible posts after the position are
 *   read, SCAN_PER_POST per post wanted, keeping those citing an item. A reader who follows much (200
 *   items cite 93 % of the generated corpus) finds a whole page there: exactly the page, since those
 *   posts were read in order.
 * - Otherwise, each item's newest visible citations are the first entries of its link table's index (the
 *   citation copies its post's date, visibility and type), so each item gives at most `limit` entries and
 *   one sort merges them. A saved search gives its newest `limit` matches as posts/search.ts finds them.
 *
 * Either way the cost depends on neither the corpus nor how often the items are cited.
 */
export function citing(
  db: Db,
  viewer: Viewer,
  { items, searches }: CitedItems,
  types: readonly PostType[],
  window: FeedWindow,
) {
  const { limit } = window;
  const wanted = types.length > 0 ? types : PostType.options;
  const withSearches = searches !== undefined;
  const searchWith = searches ? sql`${searchCtes(db, viewer, searches, wanted, window)},` : sql``;
  const page = sql`(WITH followed AS MATERIALIZED (${items}),
    cited AS MATERIALIZED (${citedItems(db, viewer)}),
    ${searchWith}
    cited_sets AS MATERIALIZED (${citedSets(withSearches)}),
    scanned AS MATERIALIZED (${scan(db, viewer, types, window, withSearches)})
    SELECT id FROM scanned WHERE (SELECT count(*) FROM scanned) = ${sql.lit(limit)}
    UNION ALL
    SELECT post_id FROM (${merge(db, viewer, wanted, window, withSearches)}) merged
    WHERE (SELECT count(*) FROM scanned) < ${sql.lit(limit)})`;
  return visiblePosts(db, viewer).where(sql<boolean>`posts.id IN ${page}`);
}

/** The followed contacts and entities, and the visible themes among the followed ones and below them. */
function citedItems(db: Db, viewer: Viewer) {
  const themes = db
    .selectFrom('themes')
    .select([sql<string>`'theme'`.as('kind'), 'themes.id'])
    .where(themeIsVisible(viewer))
    .where(
      sql<boolean>`(themes.id IN (SELECT id FROM followed WHERE kind = 'theme')
        OR themes.parent_id IN (SELECT id FROM followed WHERE kind = 'theme')
        OR themes.root_id IN (SELECT id FROM followed WHERE kind = 'theme'))`,
    );
  return sql`SELECT kind, id FROM followed WHERE kind <> 'theme' UNION ALL ${themes}`;
}

/**
 * The cited ids of each kind as text, and how many items there are. The scan compares a citation with
 * these as text, which makes the comparison a filter on the entries found: compared as char(24), it would
 * become part of the index search, and PostgreSQL sorts the array again at each of the scan's probes
 * (1.3 ms against 0.4 ms per page for a reader of 200 items at 1M posts).
 */
function citedSets(withSearches: boolean) {
  const ids = (kind: string) => sql`ARRAY(SELECT id::text FROM cited WHERE kind = ${sql.lit(kind)})`;
  return sql`SELECT ${ids('contact')} AS contacts, ${ids('entity')} AS entities, ${ids('theme')} AS themes,
    (SELECT count(*) FROM cited) ${withSearches ? sql`+ ${searchCount}` : sql``} AS count`;
}

/** The newest posts after the position citing an item, read in order until the page is full. */
function scan(db: Db, viewer: Viewer, types: readonly PostType[], window: FeedWindow, withSearches: boolean) {
  const { position, limit, since } = window;
  const keys = newestFirst(newerThan(afterPosition(postKeys(db, viewer), position), since));
  // Without a type filter the scan reads the date index alone.
  const recent = (types.length > 0 ? keys.where('posts.type', 'in', types) : keys).limit(
    limit * SCAN_PER_POST,
  );
  // Each value of cited_sets is read once (an InitPlan): the count decides before any post is read.
  const cites = ({ table, column }: (typeof LINKS)[number], ids: string) =>
    sql`EXISTS (SELECT 1 FROM ${sql.table(table)} l WHERE l.post_id = recent.id
      AND ${sql.ref(`l.${column}`)}::text = ANY((SELECT ${sql.raw(ids)} FROM cited_sets)::text[]))`;
  return sql`SELECT recent.id, recent.publish_date FROM (${recent}) recent
    WHERE (SELECT count FROM cited_sets) >= ${sql.lit(SCAN_FROM_ITEMS)} AND (${cites(LINKS[0], 'contacts')}
      OR ${cites(LINKS[1], 'entities')} OR ${cites(LINKS[2], 'themes')}
      ${withSearches ? sql`OR ${matchesASearch('recent')}` : sql``})
    ORDER BY recent.publish_date DESC, recent.id DESC
    LIMIT ${sql.lit(limit)}`;
}

/** Each item's newest `limit` visible citations (and each search's matches), merged newest first. */
function merge(
  db: Db,
  viewer: Viewer,
  wanted: readonly PostType[],
  window: FeedWindow,
  withSearches: boolean,
) {
  const { position, limit, since } = window;
  const typed = wanted.length < PostType.options.length ? sql`AND l.type = ANY(${wanted}::text[])` : sql``;
  const newest = ({ kind, table, column }: (typeof LINKS)[number]) => sql`
    SELECT newest.post_id, newest.publish_date FROM cited
    CROSS JOIN LATERAL (
      SELECT l.post_id, l.publish_date FROM ${sql.table(table)} l
      WHERE ${sql.ref(`l.${column}`)} = cited.id AND ${citationIsVisible(viewer, 'l')} ${typed}
        ${position ? sql`AND (l.publish_date, l.post_id) < (${position.publishDate}::timestamptz, ${position.id}::char(24))` : sql``}
        ${since ? sql`AND (l.publish_date, l.post_id) > (${since.publishDate}::timestamptz, ${since.id}::char(24))` : sql``}
      ORDER BY l.publish_date DESC, l.post_id DESC
      LIMIT ${sql.lit(limit)}) newest
    WHERE cited.kind = ${sql.lit(kind)}`;
  return sql`SELECT post_id FROM (
      ${sql.join(LINKS.map(newest), sql` UNION `)}
      ${withSearches ? sql`UNION ${searchMerge(db, viewer, wanted, window)}` : sql``}
    ) merged
    ORDER BY publish_date DESC, post_id DESC
    LIMIT ${sql.lit(limit)}`;
}
