import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { idIn } from '../../db/id-lists.ts';

/**
 * The names of a post's cited contacts, entities and themes, in citation order, space-joined:
 * posts.cited_names, which search weighs like the title. Each argument is an SQL array of ids.
 */
export function citedNames(
  contactIds: RawBuilder<unknown>,
  entityIds: RawBuilder<unknown>,
  themeIds: RawBuilder<unknown>,
): RawBuilder<string> {
  const names = (ids: RawBuilder<unknown>, table: string, name: RawBuilder<unknown>) => sql`(
    SELECT string_agg(${name}, ' ' ORDER BY cited.position)
    FROM unnest((${ids})::char(24)[]) WITH ORDINALITY AS cited(id, position) JOIN ${sql.table(table)} item ON item.id = cited.id)`;
  return sql<string>`concat_ws(' ',
    ${names(contactIds, 'contacts', sql`item.firstname || ' ' || item.lastname`)},
    ${names(entityIds, 'entities', sql`item.name`)},
    ${names(themeIds, 'themes', sql`item.item`)})`;
}

const citations = (table: string, column: string) =>
  sql`ARRAY(SELECT ${sql.ref(column)} FROM ${sql.table(table)} link WHERE link.post_id = p.id ORDER BY link.position)`;

/**
 * Recomputes cited_names of the given posts and of the posts citing the given items, where it differs.
 * The posts are gathered from the lists given only, each from its own index: one filter of ORs over them
 * read all of posts (4 s at 1M posts for each post an editor published).
 */
export async function refreshCitedNames(
  db: Db,
  changed: { posts: string[]; contacts: string[]; entities: string[]; themes: string[] },
): Promise<void> {
  const citing = (table: string, column: string, ids: string[]) =>
    ids.length > 0 ? [sql`SELECT post_id FROM ${sql.table(table)} WHERE ${idIn(column, ids)}`] : [];
  const changedPosts = [
    ...(changed.posts.length > 0 ? [sql`SELECT unnest(${changed.posts}::char(24)[])`] : []),
    ...citing('post_contacts', 'contact_id', changed.contacts),
    ...citing('post_entities', 'entity_id', changed.entities),
    ...citing('post_themes', 'theme_id', changed.themes),
  ];
  if (changedPosts.length === 0) return;
  await sql`
    UPDATE posts SET cited_names = fresh.names
    FROM (
      SELECT p.id, ${citedNames(
        citations('post_contacts', 'contact_id'),
        citations('post_entities', 'entity_id'),
        citations('post_themes', 'theme_id'),
      )} AS names
      FROM posts p
      WHERE p.id IN (${sql.join(changedPosts, sql` UNION `)})
    ) fresh
    WHERE posts.id = fresh.id AND posts.cited_names IS DISTINCT FROM fresh.names`.execute(db);
}
