import { type Kysely, sql } from 'kysely';

/**
 * The change notifications read by the read cache (migration 2026-11-23-change-notifications) fire only
 * for statements that changed a row, and say which posts changed (modules/read-cache/changes.ts):
 *
 * - A statement-level trigger fires for every statement: the due-publications claim, an UPDATE of posts
 *   that finds nothing due almost always, emptied every server's cache every 5 s.
 * - A published post changes the lists (feed pages, searches), not another post's page: `posts:new`. A
 *   changed post, citation or attachment changes that post's answers and the lists: `posts:<id>` for each,
 *   the table's name past MAX_POSTS, as for comments. A trends refresh changes the trends: `trends`.
 *
 * Transition tables are per event, so each table gets one trigger per statement kind; TRUNCATE keeps
 * notifying the table's name.
 */
const MAX_POSTS = 100;
const EVENTS = { INSERT: 'NEW', UPDATE: 'NEW', DELETE: 'OLD' } as const;
type Event = keyof typeof EVENTS;

/** Tables whose change reaches whatever may show them: the table's name. */
const WHOLE = ['contacts', 'entities', 'themes', 'users'];
/** Tables whose rows belong to a post, by the column naming it. */
const OF_POSTS = {
  post_contacts: 'post_id',
  post_entities: 'post_id',
  post_themes: 'post_id',
  attachments: 'post_id',
};

const trigger = (table: string, event: Event, call: string) =>
  `CREATE TRIGGER ${table}_notify_${event.toLowerCase()}s AFTER ${event} ON ${table}
     REFERENCING ${EVENTS[event]} TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ${call}`;

const replaced = (table: string, events: Event[], call: (event: Event) => string) => [
  `DROP TRIGGER ${table}_notify_changes ON ${table}`,
  ...events.map((event) => trigger(table, event, call(event))),
  `CREATE TRIGGER ${table}_notify_truncate AFTER TRUNCATE ON ${table}
     FOR EACH STATEMENT EXECUTE FUNCTION notify_changes()`,
];

const ALL: Event[] = ['INSERT', 'UPDATE', 'DELETE'];

const statements = [
  // The payload, or the table's name when none is given.
  `CREATE FUNCTION notify_changed_rows() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF EXISTS (SELECT 1 FROM changed_rows) THEN
       PERFORM pg_notify('vigie_changes', coalesce(TG_ARGV[0], TG_TABLE_NAME));
     END IF;
     RETURN NULL;
   END $$`,
  // posts:<id> for each post named by the column TG_ARGV[0].
  `CREATE FUNCTION notify_changed_posts() RETURNS trigger LANGUAGE plpgsql AS $$
   DECLARE
     posts text[];
   BEGIN
     EXECUTE format('SELECT array_agg(DISTINCT %I) FROM changed_rows', TG_ARGV[0]) INTO posts;
     IF cardinality(posts) > ${MAX_POSTS} THEN
       PERFORM pg_notify('vigie_changes', TG_TABLE_NAME);
     ELSE
       PERFORM pg_notify('vigie_changes', 'posts:' || post) FROM unnest(posts) post;
     END IF;
     RETURN NULL;
   END $$`,
  ...WHOLE.flatMap((table) => replaced(table, ALL, () => 'notify_changed_rows()')),
  ...replaced('posts', ALL, (event) =>
    event === 'INSERT' ? `notify_changed_rows('posts:new')` : `notify_changed_posts('id')`,
  ),
  ...Object.entries(OF_POSTS).flatMap(([table, column]) =>
    replaced(table, ALL, () => `notify_changed_posts('${column}')`),
  ),
  ...['trend_counts', 'trend_answers'].flatMap((table) =>
    replaced(table, ALL, () => `notify_changed_rows('trends')`),
  ),
  // Signing in inserts a session and notifies nothing, as before.
  ...replaced('sessions', ['UPDATE', 'DELETE'], () => 'notify_changed_rows()'),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
