import { type Kysely, sql } from 'kysely';

/**
 * The change notifications read by the read cache (migration 2026-11-23-change-notifications) now fire
 * only for statements that changed a row. A statement-level trigger fires for every statement, and the
 * due-publications job's claim, an UPDATE of posts that finds nothing due almost always, emptied every
 * server's cache every 5 s: in the benchmark's mixed workload, 10 times in 20 s. Transition tables are per
 * event, so each table gets one trigger per statement kind; TRUNCATE keeps notifying as before.
 */
const TABLES = [
  'attachments',
  'contacts',
  'entities',
  'post_contacts',
  'post_entities',
  'post_themes',
  'posts',
  'themes',
  'users',
  'trend_answers',
  'trend_counts',
];
const EVENTS = { INSERT: 'NEW', UPDATE: 'NEW', DELETE: 'OLD' } as const;

const triggers = (table: string, events: (keyof typeof EVENTS)[]) => [
  `DROP TRIGGER ${table}_notify_changes ON ${table}`,
  ...events.map(
    (event) => `CREATE TRIGGER ${table}_notify_${event.toLowerCase()}s AFTER ${event} ON ${table}
       REFERENCING ${EVENTS[event]} TABLE AS changed_rows
       FOR EACH STATEMENT EXECUTE FUNCTION notify_changed_rows()`,
  ),
  `CREATE TRIGGER ${table}_notify_truncate AFTER TRUNCATE ON ${table}
     FOR EACH STATEMENT EXECUTE FUNCTION notify_changes()`,
];

const statements = [
  `CREATE FUNCTION notify_changed_rows() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF EXISTS (SELECT 1 FROM changed_rows) THEN
       PERFORM pg_notify('vigie_changes', TG_TABLE_NAME);
     END IF;
     RETURN NULL;
   END $$`,
  ...TABLES.flatMap((table) => triggers(table, ['INSERT', 'UPDATE', 'DELETE'])),
  // Signing in inserts a session and notifies nothing, as before.
  ...triggers('sessions', ['UPDATE', 'DELETE']),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
