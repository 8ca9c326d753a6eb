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

/** Recomputes cited_names of the given posts and of the posts citing the given items, where it differs. */
export async function refreshCitedNames(
  db: Db,
  changed: { posts: string[]; contacts: string[]; entities: string[]; themes: string[] },
): Promise<void> {
  const citing = (table: string, column: string, ids: string[]) =>
    sql`p.id IN (SELECT post_id FROM ${sql.table(table)} WHERE ${idIn(column, ids)})`;
  await sql`
    UPDATE posts SET cited_names = fresh.names
    FROM (
      SELECT p.id, ${citedNames(
        citations('post_contacts', 'contact_id'),
        citations('post_entities', 'entity_id'),
        citations('post_themes', 'theme_id'),
      )} AS names
      FROM posts p
      WHERE ${idIn('p.id', changed.posts)}
        OR ${citing('post_contacts', 'contact_id', changed.contacts)}
        OR ${citing('post_entities', 'entity_id', changed.entities)}
        OR ${citing('post_themes', 'theme_id', changed.themes)}
    ) fresh
    WHERE posts.id = fresh.id AND posts.cited_names IS DISTINCT FROM fresh.names`.execute(db);
}
