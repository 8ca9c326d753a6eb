import type { NewPost, PostType } from '@vigie/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { idIn } from '../../db/id-lists.ts';
import { type ChildRows, type Written, writeWithChildren } from '../../db/upsert.ts';
import type { CountScope } from '../trends/kinds.ts';

/** A post as stored: an editor's fields with those the server or an import sets. */
export type PostToStore = Omit<NewPost, 'type' | 'publish_date' | 'attachments'> & {
  id: string;
  type: PostType;
  is_published: boolean;
  publish_date: string;
  author_id: string | null;
  attachments: (NewPost['attachments'][number] & { id: string })[];
};

const CITED = [
  { list: 'contacts', table: 'post_contacts', column: 'contact_id' },
  { list: 'entities', table: 'post_entities', column: 'entity_id' },
  { list: 'themes', table: 'post_themes', column: 'theme_id' },
] as const;

function postRow({ contacts, entities, themes, attachments, ...row }: PostToStore) {
  return row;
}

function postChildren(posts: PostToStore[]): ChildRows[] {
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

/** Upserts the posts with their citations (in list order) and attachments; answers what was written. */
export async function savePosts(db: Db, posts: PostToStore[]): Promise<Written> {
  return writeWithChildren(db, 'posts', 'id', posts.map(postRow), postChildren(posts));
}

/**
 * Claims the pushes of the posts (of `ids`, or all) that are published, dated now or earlier, and whose
 * pushes were never queued; answers their ids. Rows another server is claiming are skipped, not waited
 * for: two servers claiming at once each get their own posts, never the same one, and never deadlock.
 */
export async function claimDuePushes(db: Db, ids?: string[]): Promise<string[]> {
  if (ids?.length === 0) return [];
  let due = db
    .selectFrom('posts')
    .select('id')
    .where('is_published', '=', true)
    .where('publish_date', '<=', sql<Date>`now()`)
    .where('pushes_queued_at', 'is', null)
    .orderBy('id')
    .forUpdate()
    .skipLocked();
  if (ids) due = due.where(idIn('id', ids));
  const rows = await db
    .updateTable('posts')
    .set({ pushes_queued_at: sql<Date>`now()` })
    .where('id', 'in', due)
    .returning('id')
    .execute();
  return rows.map((post) => post.id);
}

/** The contacts, entities and themes the stored posts of `ids` cite. */
export async function citedBy(db: Db, ids: string[]): Promise<CountScope> {
  const cited = async (table: (typeof CITED)[number]['table'], column: string) => {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom(table)
      .select(sql<string>`${sql.ref(column)}`.as('id'))
      .distinct()
      .where(idIn('post_id', ids))
      .execute();
    return rows.map((row) => row.id);
  };
  return {
    contacts: await cited('post_contacts', 'contact_id'),
    entities: await cited('post_entities', 'entity_id'),
    themes: await cited('post_themes', 'theme_id'),
  };
}
