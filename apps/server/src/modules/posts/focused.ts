import { sql } from 'kysely';
import { focusedThemes } from '../access/confidentiality.ts';
import type { Viewer } from '../access/viewer.ts';
import { type CitedItems, scansFirst } from './citing.ts';
import { searchesOf } from './saved-search-matches.ts';

/**
 * The items and saved searches a reader focuses, as focus_sets keeps them (migration 2026-12-02-focus-sets);
 * with `searches: false`, the items only, for a reader believed to focus no search (see `focusesSearches`).
 */
export const focusedBy = (viewer: Viewer, { searches = true } = {}): CitedItems => ({
  sets: sql`SELECT f.contacts, f.entities, ${focusedThemes(viewer, 'f')} AS themes, f.share
    FROM focus_sets f WHERE f.user_id = ${viewer.id}`,
  ...(searches && { searches: searchesOf(viewer.id) }),
});

/** Whether the reader focuses a saved search now: a column read beside a page of focusedBy's items only. */
export const focusesSearches = (viewer: Viewer) =>
  sql<boolean>`EXISTS (${searchesOf(viewer.id)})`.as('focuses_searches');

/** Whether the reader's focus feed is scanned first now (citing.ts), as a column; null without items. */
export function focusScansFirst(viewer: Viewer) {
  const items = sql<number>`cardinality(f.contacts) + cardinality(f.entities)
    + cardinality(${focusedThemes(viewer, 'f')}) + (SELECT count(*) FROM (${searchesOf(viewer.id)}) s)`;
  return sql<boolean | null>`(SELECT ${scansFirst(items, sql<number | null>`f.share`)}
    FROM focus_sets f WHERE f.user_id = ${viewer.id})`.as('scans_first');
}
