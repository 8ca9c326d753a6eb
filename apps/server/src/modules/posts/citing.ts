import { PostType } from '@vigie/contract';
import { type Expression, type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { citationIsVisible, themeIsVisible, visiblePosts } from '../access/confidentiality.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { FeedPosition } from './cursor.ts';

/** One SELECT of one column of item ids per kind: a subquery, or an array parameter unnested. */
export interface CitedItems {
  contacts: RawBuilder<unknown>;
  entities: RawBuilder<unknown>;
  themes: RawBuilder<unknown>;
}

export interface FeedWindow {
  position: FeedPosition | undefined;
  /** How many posts to keep: a page and one more, to know whether another page follows. */
  limit: number;
}

/** The given ids, as a SELECT: one SQL text whatever their number, so the statement is prepared once. */
export const listedIds = (ids: readonly string[]) => sql`SELECT unnest(${ids}::char(24)[])`;

/** The items a reader focuses, as a SELECT per kind, read in the feed's own statement. */
export function focusedBy(userId: string): CitedItems {
  const of = (kind: string) => sql`SELECT item_id FROM item_settings
    WHERE user_id = ${userId} AND item_type = ${kind} AND focus_enabled`;
  return { contacts: of('contact'), entities: of('entity'), themes: of('theme') };
}

/**
 * Visible posts citing any of the items (a theme brings its visible sub-themes), of the given types (all
 * when none), restricted to the `window.limit` newest after `window.position`.
 *
 * Each item's newest visible citations are the first entries of its link table's index (the citation
 * copies its post's date, visibility and type), so each item gives at most `limit` entries and the merge
 * sorts at most items × limit rows: the cost depends on neither the corpus nor how often items are cited.
 */
export function citing(
  db: Db,
  viewer: Viewer,
  items: CitedItems,
  types: readonly PostType[],
  window: FeedWindow,
) {
  const wanted = types.length > 0 ? types : PostType.options;
  const newest = (table: string, column: string, ids: Expression<unknown>) => sql`
    SELECT cited.post_id, cited.publish_date FROM (${ids}) AS item(id)
    CROSS JOIN LATERAL (
      SELECT l.post_id, l.publish_date FROM ${sql.table(table)} l
      WHERE ${sql.ref(`l.${column}`)} = item.id AND ${citationIsVisible(viewer, 'l')}
        AND l.type = ANY(${wanted}::text[])
        ${window.position ? sql`AND (l.publish_date, l.post_id) < (${window.position.publishDate}::timestamptz, ${window.position.id}::char(24))` : sql``}
      ORDER BY l.publish_date DESC, l.post_id DESC
      LIMIT ${window.limit}) cited`;
  const merged = sql`(SELECT post_id FROM (
      ${newest('post_contacts', 'contact_id', items.contacts)}
      UNION ${newest('post_entities', 'entity_id', items.entities)}
      UNION ${newest('post_themes', 'theme_id', themeAndDescendants(db, viewer, items.themes))}
    ) merged
    ORDER BY publish_date DESC, post_id DESC
    LIMIT ${window.limit})`;
  return visiblePosts(db, viewer).where(sql<boolean>`posts.id IN ${merged}`);
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
