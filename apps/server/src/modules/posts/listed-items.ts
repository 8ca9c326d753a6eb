import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { visibleThemes } from '../access/confidentiality.ts';
import type { Viewer } from '../access/viewer.ts';
import { type CitedItems, type CitingWay, SCAN_FROM_ITEMS } from './citing.ts';

export interface ListedIds {
  contacts: readonly string[];
  entities: readonly string[];
  themes: readonly string[];
}

/** Items given by id, a theme bringing the themes below it: one SQL text whatever their number. */
export function listedItems(db: Db, viewer: Viewer, ids: ListedIds): CitedItems {
  // The themes' ids given once, as one value: each mention of a value is a parameter of its own. OFFSET 0
  // keeps the cast done once: pulled up into the filter, it ran three times per theme (0.46 ms for 50).
  const given = sql<{ ids: string[] }>`(SELECT ${ids.themes}::char(24)[] AS ids OFFSET 0)`.as('given');
  const below = visibleThemes(db, viewer)
    .crossJoin(given)
    .select(sql`themes.id::text`.as('id'))
    .where(
      sql<boolean>`(themes.id = ANY(given.ids) OR themes.parent_id = ANY(given.ids)
        OR themes.root_id = ANY(given.ids))`,
    );
  return {
    sets: sql`SELECT ${ids.contacts}::text[] AS contacts, ${ids.entities}::text[] AS entities,
      ARRAY(${below}) AS themes, NULL::real AS share`,
  };
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
