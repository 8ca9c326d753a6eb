import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { visibleThemes } from '../access/confidentiality.ts';
import type { Viewer } from '../access/viewer.ts';
import {
  type CitedItems,
  type CitingWay,
  ITEM_KINDS,
  type ItemKind,
  SCAN_FROM_ITEMS,
  scansFirst,
} from './citing.ts';

export interface ListedIds {
  contacts: readonly string[];
  entities: readonly string[];
  themes: readonly string[];
}

/** The given themes and the themes below them that the viewer may see, as a SELECT of their ids. */
function themesBelow(db: Db, viewer: Viewer, themes: readonly string[]) {
  // The themes' ids given once, as one value: each mention of a value is a parameter of its own. OFFSET 0
  // keeps the cast done once: pulled up into the filter, it ran three times per theme (0.46 ms for 50).
  const given = sql<{ ids: string[] }>`(SELECT ${themes}::char(24)[] AS ids OFFSET 0)`.as('given');
  return visibleThemes(db, viewer)
    .crossJoin(given)
    .select(sql`themes.id::text`.as('id'))
    .where(
      sql<boolean>`(themes.id = ANY(given.ids) OR themes.parent_id = ANY(given.ids)
        OR themes.root_id = ANY(given.ids))`,
    );
}

/** The kinds of which `ids` lists items: a theme's Briefing tab reads neither contacts nor entities. */
export const listedKinds = (ids: ListedIds): ItemKind[] => ITEM_KINDS.filter((kind) => ids[kind].length > 0);

/**
 * Items given by id, a theme bringing the themes below it: one SQL text whatever their number, for the
 * `kinds` given (listedKinds of the same ids).
 */
export function listedItems(db: Db, viewer: Viewer, ids: ListedIds, kinds: readonly ItemKind[]): CitedItems {
  return {
    sets: sql`SELECT ${ids.contacts}::text[] AS contacts, ${ids.entities}::text[] AS entities,
      ARRAY(${themesBelow(db, viewer, ids.themes)}) AS themes, NULL::real AS share`,
    kinds,
  };
}

/** Whether a feed of the listed items is scanned first now (citing.ts), as a column. */
export function listedScansFirst(db: Db, viewer: Viewer, ids: ListedIds) {
  const items = sql<number>`cardinality(${ids.contacts}::text[]) + cardinality(${ids.entities}::text[])
    + cardinality(ARRAY(${themesBelow(db, viewer, ids.themes)}))`;
  return scansFirst(items, sql<number | null>`NULL::real`).as('scans_first');
}

/**
 * How listed items are best read: with no theme given, whose sub-themes only the statement knows, the
 * number of items is known here, and a feed of fewer than SCAN_FROM_ITEMS is never scanned first
 * (scansFirst), so its statement leaves the scan out. A contact's or an entity's Briefing tab is such a
 * feed.
 */
export const listedWay = (ids: ListedIds): CitingWay =>
  ids.themes.length === 0 && ids.contacts.length + ids.entities.length < SCAN_FROM_ITEMS
    ? 'merge'
    : 'scan then merge';
