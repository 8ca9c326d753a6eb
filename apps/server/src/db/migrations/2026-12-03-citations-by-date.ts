import { type Kysely, sql } from 'kysely';

/**
 * Each link table's citations newest first, whatever the item: the focus and custom feeds read the
 * citations of the newest posts from here (modules/posts/citing.ts), one sequential range per table,
 * where they probed each post's citations one post at a time. Covering, as the items' own index is.
 */
const LINKS = [
  { table: 'post_contacts', column: 'contact_id' },
  { table: 'post_entities', column: 'entity_id' },
  { table: 'post_themes', column: 'theme_id' },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, column } of LINKS)
    await sql
      .raw(
        `CREATE INDEX ${table}_by_date ON ${table} (publish_date DESC, post_id DESC)
           INCLUDE (${column}, confidential, type) WHERE is_published`,
      )
      .execute(db);
}
