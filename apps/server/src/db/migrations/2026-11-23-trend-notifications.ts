import { type Kysely, sql } from 'kysely';

/** The trends answer is cached too (modules/read-cache): each refresh of the counts must be notified. */
const statements = ['trend_answers', 'trend_counts'].map(
  (table) => `CREATE TRIGGER ${table}_notify_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
     FOR EACH STATEMENT EXECUTE FUNCTION notify_changes()`,
);

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
