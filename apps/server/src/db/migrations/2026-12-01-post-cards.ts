import { type Kysely, sql } from 'kysely';

/**
 * Each post's card (docs/product.md §7.1) stored as the JSON a feed sends, so that a feed page reads one
 * row per post instead of rendering cited items, author and comment count on every request. `card` is
 * what readers with confidential access see; `public_card`, present only when the post cites a restricted
 * theme, is the card without those themes. Triggers keep both current on every write to a post, its
 * citations, the items it cites, its author and its comments, whatever the writer.
 */
/** At most this many cited contacts and entities travel with a post (docs/product.md §7.1). */
const MAX_CITED = 5;

const cardOf = (themes: string) => `jsonb_build_object(
    'id', p.id, 'title', p.title, 'type', p.type, 'summary', p.summary, 'img', p.img,
    'is_published', p.is_published, 'publish_date', iso_utc(p.publish_date),
    'inserted_at', iso_utc(p.inserted_at), 'edited_at', iso_utc(p.edited_at),
    'confidential', p.confidential, 'geo', p.geo, 'source_name', p.source_name,
    'source_url', p.source_url, 'source_flag', p.source_flag,
    'contacts', cited.contacts, 'entities', cited.entities, 'themes', ${themes},
    'author', cited.author, 'comments_count', cited.comments_count)::text`;

const refresh = `CREATE FUNCTION refresh_post_cards(ids char(24)[]) RETURNS void LANGUAGE plpgsql AS $$
  BEGIN
    -- Locked first, so that the cards below are read from a snapshot taken after any concurrent
    -- writer of the same posts committed: two comments at once must both be counted.
    PERFORM 1 FROM post_cards WHERE post_id = ANY(ids) ORDER BY post_id FOR UPDATE;
    INSERT INTO post_cards (post_id, card, public_card)
    SELECT p.id, ${cardOf('cited.themes')},
      CASE WHEN cited.hides_themes THEN ${cardOf('cited.open_themes')} END
    FROM posts p CROSS JOIN LATERAL (SELECT
      (SELECT coalesce(jsonb_agg(jsonb_build_object('id', c.id, 'firstname', c.firstname,
          'lastname', c.lastname, 'img', c.img) ORDER BY l.position), '[]')
        FROM (SELECT * FROM post_contacts WHERE post_id = p.id ORDER BY position LIMIT ${MAX_CITED}) l
        JOIN contacts c ON c.id = l.contact_id) AS contacts,
      (SELECT coalesce(jsonb_agg(jsonb_build_object('id', e.id, 'name', e.name, 'img', e.img)
          ORDER BY l.position), '[]')
        FROM (SELECT * FROM post_entities WHERE post_id = p.id ORDER BY position LIMIT ${MAX_CITED}) l
        JOIN entities e ON e.id = l.entity_id) AS entities,
      themes.all AS themes, themes.open AS open_themes, themes.hides AS hides_themes,
      (SELECT jsonb_build_object('id', u.id, 'firstname', u.firstname, 'lastname', u.lastname,
          'username', u.username, 'img', u.img) FROM users u WHERE u.id = p.author_id) AS author,
      (SELECT count(*) FROM comments WHERE post_id = p.id) AS comments_count
      FROM (SELECT
          coalesce(jsonb_agg(ref ORDER BY position), '[]') AS all,
          coalesce(jsonb_agg(ref ORDER BY position) FILTER (WHERE NOT restricted), '[]') AS open,
          coalesce(bool_or(restricted), false) AS hides
        FROM (SELECT l.position, t.restricted, jsonb_build_object('id', t.id, 'item', t.item,
            'confidential', t.confidential, 'level', t.level) AS ref
          FROM post_themes l JOIN themes t ON t.id = l.theme_id WHERE l.post_id = p.id) cited_themes
      ) themes) cited
    WHERE p.id = ANY(ids)
    ON CONFLICT (post_id) DO UPDATE SET card = excluded.card, public_card = excluded.public_card;
  END $$`;

/** A trigger on `table` refreshing the cards of the posts its statement changed, as `changed` selects them. */
const trigger = (table: string, event: string, tables: string, changed: string) => {
  const name = `${table}_cards_${event.toLowerCase()}`;
  return [
    `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       PERFORM refresh_post_cards(ARRAY(SELECT DISTINCT post_id FROM (${changed}) changed));
       RETURN NULL;
     END $$`,
    `CREATE TRIGGER ${name} AFTER ${event} ON ${table} REFERENCING ${tables}
       FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`,
  ];
};

/** Rows of `new_rows` whose `columns` differ from the same row before the statement. */
const changedRows = (key: string, columns: string) =>
  `SELECT new_rows.${key} AS id FROM new_rows JOIN old_rows USING (${key})
   WHERE (${columns.replace(/\w+/g, 'old_rows.$&')}) IS DISTINCT FROM (${columns.replace(/\w+/g, 'new_rows.$&')})`;

const CARD_COLUMNS =
  'title, type, summary, img, is_published, publish_date, inserted_at, edited_at, confidential, geo, source_name, source_url, source_flag, author_id';
const BOTH = 'OLD TABLE AS old_rows NEW TABLE AS new_rows';

/** A citation table's statements: rows added, removed, or moved to another item or position. */
const citationTriggers = (table: string, item: string) => [
  ...trigger(table, 'INSERT', 'NEW TABLE AS new_rows', 'SELECT post_id FROM new_rows'),
  ...trigger(table, 'DELETE', 'OLD TABLE AS old_rows', 'SELECT post_id FROM old_rows'),
  ...trigger(
    table,
    'UPDATE',
    BOTH,
    `(SELECT post_id, ${item}, position FROM new_rows EXCEPT SELECT post_id, ${item}, position FROM old_rows)
     UNION ALL (SELECT post_id, ${item}, position FROM old_rows EXCEPT SELECT post_id, ${item}, position FROM new_rows)`,
  ),
];

/** A cited item's table: a change to what its reference shows refreshes every post citing it. */
const itemTriggers = (table: string, citations: string, item: string, columns: string) =>
  trigger(
    table,
    'UPDATE',
    BOTH,
    `SELECT l.post_id FROM ${citations} l WHERE l.${item} IN (${changedRows('id', columns)})`,
  );

const statements = [
  `CREATE FUNCTION iso_utc(at timestamptz) RETURNS text LANGUAGE sql IMMUTABLE AS
     $$ SELECT to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') $$`,
  `CREATE TABLE post_cards (
     post_id char(24) PRIMARY KEY REFERENCES posts ON DELETE CASCADE,
     card text NOT NULL,
     public_card text)`,
  `COMMENT ON TABLE post_cards IS 'each post''s card as JSON, kept by triggers; public_card only when it cites a restricted theme'`,
  refresh,
  ...trigger('posts', 'INSERT', 'NEW TABLE AS new_rows', 'SELECT id AS post_id FROM new_rows'),
  ...trigger('posts', 'UPDATE', BOTH, `SELECT id AS post_id FROM (${changedRows('id', CARD_COLUMNS)}) posts`),
  ...citationTriggers('post_contacts', 'contact_id'),
  ...citationTriggers('post_entities', 'entity_id'),
  ...citationTriggers('post_themes', 'theme_id'),
  ...itemTriggers('contacts', 'post_contacts', 'contact_id', 'firstname, lastname, img'),
  ...itemTriggers('entities', 'post_entities', 'entity_id', 'name, img'),
  ...itemTriggers('themes', 'post_themes', 'theme_id', 'item, confidential, level, restricted'),
  ...trigger(
    'users',
    'UPDATE',
    BOTH,
    `SELECT p.id AS post_id FROM posts p WHERE p.author_id IN (${changedRows('id', 'firstname, lastname, username, img')})`,
  ),
  ...trigger('comments', 'INSERT', 'NEW TABLE AS new_rows', 'SELECT post_id FROM new_rows'),
  ...trigger('comments', 'DELETE', 'OLD TABLE AS old_rows', 'SELECT post_id FROM old_rows'),
  ...trigger('comments', 'UPDATE', BOTH, 'SELECT post_id FROM old_rows UNION SELECT post_id FROM new_rows'),
  'SELECT refresh_post_cards(ARRAY(SELECT id FROM posts))',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
