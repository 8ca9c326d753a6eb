import { type Kysely, sql } from 'kysely';

/**
 * A comment changes only its post's page and the cards of that post, so the comments trigger names
 * the posts: `comments:<post id>` on vigie_changes, once per post a statement changed, and cached
 * answers showing other posts stay (modules/read-cache). A statement changing more than MAX_POSTS
 * posts (an import) notifies the table's name, which drops everything, as TRUNCATE does.
 */
const MAX_POSTS = 100;

const changedPosts = {
  INSERT: 'SELECT post_id FROM new_comments',
  DELETE: 'SELECT post_id FROM old_comments',
  // A comment moved to another post changes both.
  UPDATE: 'SELECT post_id FROM old_comments UNION SELECT post_id FROM new_comments',
};

// Transition tables are per event: one trigger for each, sharing one function.
const trigger = (event: keyof typeof changedPosts, tables: string) =>
  `CREATE TRIGGER comments_notify_${event.toLowerCase()}s AFTER ${event} ON comments
     REFERENCING ${tables} FOR EACH STATEMENT EXECUTE FUNCTION notify_comment_changes()`;

const statements = [
  `CREATE FUNCTION notify_comment_changes() RETURNS trigger LANGUAGE plpgsql AS $$
   DECLARE
     posts text[];
   BEGIN
     IF TG_OP = 'INSERT' THEN
       SELECT array_agg(DISTINCT post_id) INTO posts FROM (${changedPosts.INSERT}) changed;
     ELSIF TG_OP = 'DELETE' THEN
       SELECT array_agg(DISTINCT post_id) INTO posts FROM (${changedPosts.DELETE}) changed;
     ELSE
       SELECT array_agg(DISTINCT post_id) INTO posts FROM (${changedPosts.UPDATE}) changed;
     END IF;
     IF cardinality(posts) > ${MAX_POSTS} THEN
       PERFORM pg_notify('vigie_changes', TG_TABLE_NAME);
     ELSE
       PERFORM pg_notify('vigie_changes', 'comments:' || post) FROM unnest(posts) post;
     END IF;
     RETURN NULL;
   END $$`,
  'DROP TRIGGER comments_notify_changes ON comments',
  trigger('INSERT', 'NEW TABLE AS new_comments'),
  trigger('UPDATE', 'OLD TABLE AS old_comments NEW TABLE AS new_comments'),
  trigger('DELETE', 'OLD TABLE AS old_comments'),
  `CREATE TRIGGER comments_notify_truncate AFTER TRUNCATE ON comments
     FOR EACH STATEMENT EXECUTE FUNCTION notify_changes()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
