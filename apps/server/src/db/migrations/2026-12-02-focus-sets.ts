import { type Kysely, sql } from 'kysely';

/**
 * What each reader's focus feed follows, as one row read by the feed's statement (modules/posts/citing.ts):
 * the contacts and entities focused, and the themes focused with every theme below them, all of them in
 * `themes` and the unrestricted ones in `public_themes`. Reading the settings and walking the theme tree
 * on every page cost PostgreSQL more than reading the page itself. Triggers keep each row current on every
 * write to the reader's settings and to the theme tree, whatever the writer.
 */
const followed = (kind: string) =>
  `ARRAY(SELECT s.item_id::text FROM item_settings s
     WHERE s.user_id = u.id AND s.focus_enabled AND s.item_type = '${kind}' ORDER BY s.item_id)`;
const themesBelowFollowed = (condition: string) =>
  `ARRAY(SELECT t.id::text FROM themes t WHERE ${condition} AND EXISTS (SELECT 1 FROM item_settings s
     WHERE s.user_id = u.id AND s.focus_enabled AND s.item_type = 'theme'
       AND s.item_id IN (t.id, t.parent_id, t.root_id)) ORDER BY t.id)`;

/**
 * The function computing readers' rows; `alsoSet` adds columns a later migration computes with them, and
 * `computedOnce` (a later migration) returns at once when no reader is asked for, and computes each
 * reader's lists once when `alsoSet` reads them too.
 */
export const refreshFunction = (
  create: string,
  alsoSet = '',
  computedOnce = false,
) => `${create} refresh_focus_sets(ids char(24)[]) RETURNS void LANGUAGE plpgsql AS $$
  BEGIN${computedOnce ? '\n    IF cardinality(ids) = 0 THEN RETURN; END IF;' : ''}
    -- Each reader's row exists and is locked before it is computed, so that the computation reads a
    -- snapshot taken after any concurrent writer of the same reader committed: two follows at once must
    -- both be kept.
    INSERT INTO focus_sets (user_id) SELECT id FROM users WHERE id = ANY(ids) ORDER BY id ON CONFLICT DO NOTHING;
    PERFORM 1 FROM focus_sets WHERE user_id = ANY(ids) ORDER BY user_id FOR UPDATE;
    UPDATE focus_sets f SET contacts = sets.contacts, entities = sets.entities, themes = sets.themes,
      public_themes = sets.public_themes${alsoSet}
    FROM (SELECT u.id, ${followed('contact')} AS contacts, ${followed('entity')} AS entities,
        ${themesBelowFollowed('true')} AS themes, ${themesBelowFollowed('NOT t.restricted')} AS public_themes
      FROM users u WHERE u.id = ANY(ids)${computedOnce ? ' OFFSET 0' : ''}) sets
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

const statements = [
  `CREATE TABLE focus_sets (
     user_id char(24) PRIMARY KEY REFERENCES users ON DELETE CASCADE,
     contacts text[] NOT NULL DEFAULT '{}',
     entities text[] NOT NULL DEFAULT '{}',
     themes text[] NOT NULL DEFAULT '{}',
     public_themes text[] NOT NULL DEFAULT '{}')`,
  `COMMENT ON TABLE focus_sets IS 'what each reader''s focus feed follows, themes with those below them, kept by triggers'`,
  refreshFunction('CREATE FUNCTION'),
  ...settingsTrigger('INSERT', 'NEW TABLE AS new_rows', 'SELECT user_id FROM new_rows WHERE focus_enabled'),
  ...settingsTrigger('DELETE', 'OLD TABLE AS old_rows', 'SELECT user_id FROM old_rows WHERE focus_enabled'),
  ...settingsTrigger(
    'UPDATE',
    'OLD TABLE AS old_rows NEW TABLE AS new_rows',
    `(SELECT ${FOCUS} FROM new_rows EXCEPT SELECT ${FOCUS} FROM old_rows)
     UNION ALL (SELECT ${FOCUS} FROM old_rows EXCEPT SELECT ${FOCUS} FROM new_rows)`,
  ),
  // A theme added, removed, moved or restricted changes what every follower of a theme follows.
  `CREATE FUNCTION themes_focus_sets() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     PERFORM refresh_focus_sets(ARRAY(SELECT DISTINCT user_id FROM item_settings
       WHERE item_type = 'theme' AND focus_enabled));
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER themes_focus_sets AFTER INSERT OR DELETE OR UPDATE OF parent_id, root_id, restricted
     ON themes FOR EACH STATEMENT EXECUTE FUNCTION themes_focus_sets()`,
  'SELECT refresh_focus_sets(ARRAY(SELECT DISTINCT user_id FROM item_settings WHERE focus_enabled))',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
