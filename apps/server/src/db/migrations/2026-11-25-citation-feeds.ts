import { type Kysely, sql } from 'kysely';

const LINKS = [
  { table: 'post_contacts', column: 'contact_id' },
  { table: 'post_entities', column: 'entity_id' },
  { table: 'post_themes', column: 'theme_id' },
];
/** What a personal feed decides from a citation alone: visibility and type, beside the date already there. */
const COPIED = ['publish_date', 'is_published', 'confidential', 'type'];
const COPIED_LIST = COPIED.join(', ');

/**
 * Every citation carries its post's visibility and type, so that one item's newest visible posts are the
 * first entries of one index (modules/posts/citing.ts). A foreign key on the copied columns keeps them
 * equal to the post's: a write that disagrees is refused, and a post's update cascades to its citations.
 */
const statements = [
  `ALTER TABLE posts ADD CONSTRAINT posts_citation_columns UNIQUE (id, ${COPIED_LIST})`,
  ...LINKS.flatMap(({ table, column }) => [
    `ALTER TABLE ${table} ADD COLUMN is_published boolean, ADD COLUMN confidential boolean, ADD COLUMN type text`,
    `UPDATE ${table} l SET publish_date = p.publish_date, is_published = p.is_published,
       confidential = p.confidential, type = p.type
     FROM posts p WHERE p.id = l.post_id`,
    `ALTER TABLE ${table} ALTER COLUMN is_published SET NOT NULL, ALTER COLUMN confidential SET NOT NULL,
       ALTER COLUMN type SET NOT NULL`,
    `ALTER TABLE ${table} DROP CONSTRAINT ${table}_post_id_fkey,
       ADD CONSTRAINT ${table}_post_fkey FOREIGN KEY (post_id, ${COPIED_LIST})
         REFERENCES posts (id, ${COPIED_LIST}) ON UPDATE CASCADE ON DELETE CASCADE`,
    `DROP INDEX ${table}_feed`,
    // Covering: a page of one item is read from the index alone, unpublished posts aside.
    `CREATE INDEX ${table}_feed ON ${table} (${column}, publish_date DESC, post_id DESC)
       INCLUDE (confidential, type) WHERE is_published`,
  ]),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
