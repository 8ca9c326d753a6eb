import { type Kysely, sql } from 'kysely';

/** Every table a cached answer or a cached session reads (modules/read-cache listens on vigie_changes). */
const CONTENT_TABLES = [
  'attachments',
  'comments',
  'contacts',
  'entities',
  'post_contacts',
  'post_entities',
  'post_themes',
  'posts',
  'themes',
  'users',
];

// Per statement, not per row: an import of a million rows notifies once per statement, and PostgreSQL
// folds identical notifications of one transaction into one.
const trigger = (table: string, events: string) =>
  `CREATE TRIGGER ${table}_notify_changes AFTER ${events} ON ${table}
     FOR EACH STATEMENT EXECUTE FUNCTION notify_changes()`;

const statements = [
  `CREATE FUNCTION notify_changes() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     PERFORM pg_notify('vigie_changes', TG_TABLE_NAME);
     RETURN NULL;
   END $$`,
  ...CONTENT_TABLES.map((table) => trigger(table, 'INSERT OR UPDATE OR DELETE OR TRUNCATE')),
  // Not on INSERT: signing in must not empty every server's cache.
  trigger('sessions', 'UPDATE OR DELETE OR TRUNCATE'),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
