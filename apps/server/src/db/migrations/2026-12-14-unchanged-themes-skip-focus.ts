import { type Kysely, sql } from 'kysely';
import { TREE_CHANGES } from './2026-12-06-focus-share.ts';

/**
 * An import writes every stored theme again, so the themes' statement triggers fire on each one, mostly
 * with no theme changed. Joined to nothing, the followers' lookup still read every reader's settings: with
 * 10,000 readers following 200 items each, 282 ms of the 760 between an import's start and its pushes
 * queued. The themes whose place or restriction changed are now gathered first, and none means no lookup.
 */
const themeFunction = (event: string, changed: string) =>
  `CREATE OR REPLACE FUNCTION themes_focus_${event}() RETURNS trigger LANGUAGE plpgsql AS $$
   DECLARE
     reached char(24)[];
   BEGIN
     reached := ARRAY(SELECT DISTINCT unnest(ARRAY[changed.id, changed.parent_id, changed.root_id])
       FROM (${changed}) changed);
     IF cardinality(reached) = 0 THEN RETURN NULL; END IF;
     PERFORM refresh_focus_sets(ARRAY(SELECT DISTINCT user_id FROM item_settings
       WHERE item_type = 'theme' AND focus_enabled AND item_id = ANY(reached)));
     RETURN NULL;
   END $$`;

const statements = [
  themeFunction('insert', 'SELECT id, parent_id, root_id FROM new_rows'),
  themeFunction('delete', 'SELECT id, parent_id, root_id FROM old_rows'),
  themeFunction('update', `SELECT id, parent_id, root_id FROM (${TREE_CHANGES}) changed`),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
