import type { Db } from '../db/connect.ts';
import { refreshCitedNames } from './cited-names.ts';
import type { ParsedImport } from './import-schema.ts';
import { type ChildRows, idIn, type Written, writeWithChildren } from './upsert.ts';

type Post = ParsedImport['posts'][number];

const CITED = [
  { list: 'contacts', table: 'post_contacts', column: 'contact_id' },
  { list: 'entities', table: 'post_entities', column: 'entity_id' },
  { list: 'themes', table: 'post_themes', column: 'theme_id' },
] as const;

function postRow({ contacts, entities, themes, attachments, ...row }: Post) {
  return row;
}

function postChildren(posts: Post[]): ChildRows[] {
  const citations = CITED.map(({ list, table, column }) => ({
    table,
    parentColumn: 'post_id',
    // The copied post columns are left out: they change only with the post, which cascades them.
    compared: [column, 'position'],
    byParent: new Map(
      posts.map((post) => [
        post.id,
        post[list].map((id, position) => ({
          post_id: post.id,
          [column]: id,
          publish_date: post.publish_date,
          is_published: post.is_published,
          confidential: post.confidential,
          type: post.type,
          position,
        })),
      ]),
    ),
  }));
  const attachments: ChildRows = {
    table: 'attachments',
    parentColumn: 'post_id',
    compared: ['id', 'filename', 'url', 'position'],
    key: 'id',
    byParent: new Map(
      posts.map((post) => [
        post.id,
        post.attachments.map((attachment, position) => ({ ...attachment, post_id: post.id, position })),
      ]),
    ),
  };
  return [...citations, attachments];
}

/**
 * Writes the posts, their citations and attachments, and the cited names of every post whose citations
 * or cited items changed. Answers what was written and the posts that became published.
 */
export async function writePosts(
  db: Db,
  posts: Post[],
  changedItems: { contacts: Written; entities: Written; themes: Written },
): Promise<{ written: Written; publishedPostIds: string[] }> {
  const published = posts.length
    ? await db
        .selectFrom('posts')
        .select('id')
        .where(
          idIn(
            'id',
            posts.map((post) => post.id),
          ),
        )
        .where('is_published', '=', true)
        .execute()
    : [];
  const wasPublished = new Set(published.map((post) => post.id));
  const written = await writeWithChildren(db, 'posts', 'id', posts.map(postRow), postChildren(posts));
  const changed = (ids: Written) => [...ids.inserted, ...ids.updated];
  await refreshCitedNames(db, {
    posts: changed(written),
    contacts: changed(changedItems.contacts),
    entities: changed(changedItems.entities),
    themes: changed(changedItems.themes),
  });
  return {
    written,
    publishedPostIds: posts
      .filter((post) => post.is_published && !wasPublished.has(post.id))
      .map((post) => post.id),
  };
}
