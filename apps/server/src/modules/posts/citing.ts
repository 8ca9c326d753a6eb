import { PostType } from '@vigie/contract';
import { type Expression, type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { citationIsVisible, themeIsVisible, visiblePosts } from '../access/confidentiality.ts';
import type { Viewer } from '../access/viewer.ts';
import type { FeedPosition } from './cursor.ts';
import { afterPosition, newerThan, newestFirst, postKeys } from './repository.ts';
import { matchesASearch, searchCount, searchCtes, searchesOf, searchMerge } from './saved-search-matches.ts';

/** One SELECT of one column of item ids per kind: a subquery, or an array parameter unnested. */
export interface CitedItems {
  contacts: RawBuilder<unknown>;
  entities: RawBuilder<unknown>;
  themes: RawBuilder<unknown>;
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

/** The given ids, as a SELECT: one SQL text whatever their number, so the statement is prepared once. */
export const listedIds = (ids: readonly string[]) => sql`SELECT unnest(${ids}::char(24)[])`;

/** The items and saved searches a reader focuses, as a SELECT per kind, read in the feed's own statement. */
export function focusedBy(userId: string): CitedItems {
  const of = (kind: string) => sql`SELECT item_id FROM item_settings
    WHERE user_id = ${userId} AND item_type = ${kind} AND focus_enabled`;
  return {
    contacts: of('contact'),
    entities: of('entity'),
    themes: of('theme'),
    searches: searchesOf(userId),
  };
}

/** How many of the newest posts are read for a page before the per-item merge takes over, per post wanted. */
const SCAN_PER_POST = 10;
/** Below this many items (sub-themes and saved searches counted), the merge costs less than a scan that finds too little. */
const SCAN_FROM_ITEMS = 10;

/**
 * Visible posts citing any of the items (a theme brings its visible sub-themes) or matching a saved search,
 * of the given types (all when none), restricted to the `window.limit` newest after `window.position`, in one statement:
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
  items: CitedItems,
  types: readonly PostType[],
  { position, limit, since }: FeedWindow,
) {
  const wanted = types.length > 0 ? types : PostType.options;
  const themes = themeAndDescendants(db, viewer, items.themes);
  const { searches } = items;
  const keys = postKeys(db, viewer).select(['posts.type', 'posts.search_vector']);
  const recent = newestFirst(newerThan(afterPosition(keys, position), since))
    .where('posts.type', 'in', wanted)
    .limit(limit * SCAN_PER_POST);
  const cites = (table: string, column: string, ids: Expression<unknown>) =>
    sql`EXISTS (SELECT 1 FROM ${sql.table(table)} l
      WHERE l.post_id = recent.id AND ${sql.ref(`l.${column}`)} = ANY(ARRAY(${ids})))`;
  const count = (ids: Expression<unknown>) => sql`(SELECT count(*) FROM (${ids}) item)`;
  const searchesCounted = searches ? sql`+ ${searchCount}` : sql``;
  const manyItems = sql`${count(items.contacts)} + ${count(items.entities)} + ${count(themes)} ${searchesCounted}
    >= ${sql.lit(SCAN_FROM_ITEMS)}`;
  const scanned = sql`SELECT recent.id, recent.publish_date FROM (${recent}) recent
    WHERE ${manyItems} AND (${cites('post_contacts', 'contact_id', items.contacts)}
      OR ${cites('post_entities', 'entity_id', items.entities)}
      OR ${cites('post_themes', 'theme_id', themes)}
      ${searches ? sql`OR ${matchesASearch('recent')}` : sql``})
    ORDER BY recent.publish_date DESC, recent.id DESC
    LIMIT ${sql.lit(limit)}`;

  const newest = (table: string, column: string, ids: Expression<unknown>) => sql`
    SELECT cited.post_id, cited.publish_date FROM (${ids}) AS item(id)
    CROSS JOIN LATERAL (
      SELECT l.post_id, l.publish_date FROM ${sql.table(table)} l
      WHERE ${sql.ref(`l.${column}`)} = item.id AND ${citationIsVisible(viewer, 'l')}
        AND l.type = ANY(${wanted}::text[])
        ${position ? sql`AND (l.publish_date, l.post_id) < (${position.publishDate}::timestamptz, ${position.id}::char(24))` : sql``}
        ${since ? sql`AND (l.publish_date, l.post_id) > (${since.publishDate}::timestamptz, ${since.id}::char(24))` : sql``}
      ORDER BY l.publish_date DESC, l.post_id DESC
      LIMIT ${sql.lit(limit)}) cited`;
  const merged = sql`SELECT post_id FROM (
      ${newest('post_contacts', 'contact_id', items.contacts)}
      UNION ${newest('post_entities', 'entity_id', items.entities)}
      UNION ${newest('post_themes', 'theme_id', themes)}
      ${searches ? sql`UNION ${searchMerge(db, viewer, wanted, { position, limit, since })}` : sql``}
    ) merged
    ORDER BY publish_date DESC, post_id DESC
    LIMIT ${sql.lit(limit)}`;

  // The merge runs only when the scan fell short: its condition is evaluated once, before it starts.
  const searchWith = searches
    ? sql`${searchCtes(db, viewer, searches, wanted, { position, limit, since })},`
    : sql``;
  const page = sql`(WITH ${searchWith} scanned AS MATERIALIZED (${scanned})
    SELECT id FROM scanned WHERE (SELECT count(*) FROM scanned) = ${sql.lit(limit)}
    UNION ALL
    SELECT post_id FROM (${merged}) merged WHERE (SELECT count(*) FROM scanned) < ${sql.lit(limit)})`;
  return visiblePosts(db, viewer).where(sql<boolean>`posts.id IN ${page}`);
}

/** The visible themes among `ids` and below them, down to the third level. */
function themeAndDescendants(db: Db, viewer: Viewer, ids: RawBuilder<unknown>) {
  return db
    .selectFrom('themes')
    .select('themes.id')
    .where(themeIsVisible(viewer))
    .where(
      sql<boolean>`(themes.id IN (${ids}) OR themes.parent_id IN (${ids})
        OR themes.parent_id IN (SELECT parent.id FROM themes parent WHERE parent.parent_id IN (${ids})))`,
    );
}
