import { type Kysely, sql } from 'kysely';

/**
 * What each reader's focus feed follows, as one row read by the feed's statement (modules/posts/citing.ts):
 * the contacts and entities focused, and the themes focused with every theme below them, all of them in
 * `themes` and the unrestricted ones in `public_themes`. Reading the settings and walking the theme tree
 * on every page cost PostgreSQL more than reading the page itself. Triggers keep each row current on every
 * write to the reader's settings and to the theme tree, whatever the writer.
 *
 * `share` estimates the part of all posts that cite one of them, from the all-time trend counts when the
 * row was made (null when none are known): the feed reads the newest posts only for a reader likely to
 * find a page there, and goes to each item's own index at once for the others.
 */
const followed = (kind: string) =>
  `ARRAY(SELECT s.item_id::text FROM item_settings s
     WHERE s.user_id = u.id AND s.focus_enabled AND s.item_type = '${kind}' ORDER BY s.item_id)`;
const themesBelowFollowed = (condition: string) =>
  `ARRAY(SELECT t.id::text FROM themes t WHERE ${condition} AND EXISTS (SELECT 1 FROM item_settings s
     WHERE s.user_id = u.id AND s.focus_enabled AND s.item_type = 'theme'
       AND s.item_id IN (t.id, t.parent_id, t.root_id)) ORDER BY t.id)`;

/** The items' all-time citations (trend_counts' period 0) against the posts PostgreSQL estimates it holds. */
const citationsOf = (kind: string, ids: string) =>
  `SELECT c.total FROM unnest(sets.${ids}) AS item(id)
     JOIN trend_counts c ON c.period_days = 0 AND c.audience = 'all' AND c.item_type = '${kind}'
      AND c.item_id = item.id::char(24)`;
const share = `(SELECT sum(total) FROM (${citationsOf('contact', 'contacts')}
    UNION ALL ${citationsOf('entity', 'entities')} UNION ALL ${citationsOf('theme', 'themes')}) cited)::real
  / nullif(greatest((SELECT reltuples FROM pg_class WHERE oid = 'posts'::regclass), 0), 0)`;

const refresh = `CREATE FUNCTION refresh_focus_sets(ids char(24)[]) RETURNS void LANGUAGE plpgsql AS $$
  BEGIN
    -- Each reader's row exists and is locked before it is computed, so that the computation reads a
    -- snapshot taken after any concurrent writer of the same reader committed: two follows at once must
    -- both be kept.
    INSERT INTO focus_sets (user_id) SELECT id FROM users WHERE id = ANY(ids) ORDER BY id ON CONFLICT DO NOTHING;
    PERFORM 1 FROM focus_sets WHERE user_id = ANY(ids) ORDER BY user_id FOR UPDATE;
    UPDATE focus_sets f SET contacts = sets.contacts, entities = sets.entities, themes = sets.themes,
      public_themes = sets.public_themes, share = ${share}
    FROM (SELECT u.id, ${followed('contact')} AS contacts, ${followed('entity')} AS entities,
        ${themesBelowFollowed('true')} AS themes, ${themesBelowFollowed('NOT t.restricted')} AS public_themes
      FROM users u WHERE u.id = ANY(ids)) sets
    WHERE f.user_id = sets.id;
  END $$`;

/** A trigger on item_settings refreshing the readers whose focus its statement changed. */
const settingsTrigger = (event: string, tables: string, changed: string) => {
  const name = `item_settings_focus_${event.toLowerCase()}`;
  return [
    `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       PERFORM refresh_focus_sets(ARRAY(SELECT DISTINCT user_id FROM (${changed}) changed));
       RETURN NULL;
     END $$`,
    `CREATE TRIGGER ${name} AFTER ${event} ON item_settings REFERENCING ${tables}
       FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`,
  ];
};

const FOCUS = 'user_id, item_type, item_id, focus_enabled';

/** A theme's place in the tree and restriction, before or after: what a focus on it or above it brings. */
const TREE = 'id, parent_id, root_id, restricted';
const TREE_CHANGES = `(SELECT ${TREE} FROM new_rows EXCEPT SELECT ${TREE} FROM old_rows)
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
  `CREATE TABLE focus_sets (
     user_id char(24) PRIMARY KEY REFERENCES users ON DELETE CASCADE,
     contacts text[] NOT NULL DEFAULT '{}',
     entities text[] NOT NULL DEFAULT '{}',
     themes text[] NOT NULL DEFAULT '{}',
     public_themes text[] NOT NULL DEFAULT '{}',
     share real)`,
  `COMMENT ON TABLE focus_sets IS 'what each reader''s focus feed follows, themes with those below them, kept by triggers'`,
  refresh,
  ...settingsTrigger('INSERT', 'NEW TABLE AS new_rows', 'SELECT user_id FROM new_rows WHERE focus_enabled'),
  ...settingsTrigger('DELETE', 'OLD TABLE AS old_rows', 'SELECT user_id FROM old_rows WHERE focus_enabled'),
  ...settingsTrigger(
    'UPDATE',
    'OLD TABLE AS old_rows NEW TABLE AS new_rows',
    `(SELECT ${FOCUS} FROM new_rows EXCEPT SELECT ${FOCUS} FROM old_rows)
     UNION ALL (SELECT ${FOCUS} FROM old_rows EXCEPT SELECT ${FOCUS} FROM new_rows)`,
  ),
  // A theme added, removed, moved or restricted changes what the followers of it and of the themes above
  // it follow; a statement that writes themes without changing the tree (an import's upsert) changes
  // nothing, and refreshes no one.
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
