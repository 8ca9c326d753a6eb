import { type Kysely, sql } from 'kysely';
import { refreshFunction } from './2026-12-02-focus-sets.ts';

/**
 * `focus_sets.share` estimates the part of all posts that cite one of the reader's items, from the all-time
 * trend counts when the row was made (null when none are known): the feed reads the newest posts only for
 * a reader likely to find a page there, and goes to each item's own index at once for the others.
 * A theme written now refreshes only the followers of it and of the themes above it, and only when its
 * place in the tree or its restriction changed: an import writing its themes again unchanged had refreshed
 * every reader who follows a theme.
 */

/** The items' all-time citations (trend_counts' period 0) against the posts PostgreSQL estimates it holds. */
const citationsOf = (kind: string, ids: string) =>
  `SELECT c.total FROM unnest(sets.${ids}) AS item(id)
     JOIN trend_counts c ON c.period_days = 0 AND c.audience = 'all' AND c.item_type = '${kind}'
      AND c.item_id = item.id::char(24)`;
export const share = `(SELECT sum(total) FROM (${citationsOf('contact', 'contacts')}
    UNION ALL ${citationsOf('entity', 'entities')} UNION ALL ${citationsOf('theme', 'themes')}) cited)::real
  / nullif(greatest((SELECT reltuples FROM pg_class WHERE oid = 'posts'::regclass), 0), 0)`;

/** A theme's place in the tree and restriction, before or after: what a focus on it or above it brings. */
const TREE = 'id, parent_id, root_id, restricted';
export const TREE_CHANGES = `(SELECT ${TREE} FROM new_rows EXCEPT SELECT ${TREE} FROM old_rows)
  UNION ALL (SELECT ${TREE} FROM old_rows EXCEPT SELECT ${TREE} FROM new_rows)`;

/** A trigger on themes refreshing the followers of the themes `changed` lists, and of those above them. */
const themeTrigger = (event: string, tables: string, changed: string) => {
  const name = `themes_focus_${event.toLowerCase()}`;
  return [
    `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       PERFORM refresh_focus_sets(ARRAY(SELECT DISTINCT s.user_id FROM (${changed}) changed
         JOIN item_settings s ON s.item_type = 'theme' AND s.focus_enabled
           AND s.item_id IN (changed.id, changed.parent_id, changed.root_id)));
       RETURN NULL;
     END $$`,
    `CREATE TRIGGER ${name} AFTER ${event} ON themes REFERENCING ${tables}
       FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`,
  ];
};

const statements = [
  'ALTER TABLE focus_sets ADD COLUMN share real',
  refreshFunction('CREATE OR REPLACE FUNCTION', `, share = ${share}`),
  'DROP TRIGGER themes_focus_sets ON themes',
  'DROP FUNCTION themes_focus_sets()',
  ...themeTrigger('INSERT', 'NEW TABLE AS new_rows', 'SELECT id, parent_id, root_id FROM new_rows'),
  ...themeTrigger('DELETE', 'OLD TABLE AS old_rows', 'SELECT id, parent_id, root_id FROM old_rows'),
  ...themeTrigger(
    'UPDATE',
    'OLD TABLE AS old_rows NEW TABLE AS new_rows',
    `SELECT id, parent_id, root_id FROM (${TREE_CHANGES}) changed`,
  ),
  'SELECT refresh_focus_sets(ARRAY(SELECT DISTINCT user_id FROM item_settings WHERE focus_enabled))',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
