import type { CustomFeedFilter, Feed, PostDetail } from '@vigie/contract';
import type { Db } from '../../db/connect.ts';
import { notFound } from '../../http/errors.ts';
import type { Viewer } from '../auth/viewer.ts';
import { listComments } from '../comments/service.ts';
import { selectCards, toPostCard } from './cards.ts';
import { decodeCursor } from './cursor.ts';
import * as repo from './repository.ts';
import { searchCards } from './search.ts';

interface PageQuery {
  cursor?: string | undefined;
  limit?: number | undefined;
}

const page = (query: ReturnType<typeof selectCards>, { cursor, limit }: PageQuery) =>
  repo.cardPage(query, decodeCursor(cursor), { ...(limit && { limit }) });

export const normalFeed = (db: Db, viewer: Viewer, q: PageQuery): Promise<Feed> =>
  page(repo.allCards(db, viewer), q);

export const authorFeed = (db: Db, viewer: Viewer, q: PageQuery & { author: string }): Promise<Feed> =>
  page(repo.cardsByAuthor(db, viewer, q.author), q);

export async function focusFeed(db: Db, viewer: Viewer, q: PageQuery): Promise<Feed> {
  return page(repo.cardsCiting(db, viewer, await repo.focusedItems(db, viewer.id)), q);
}

export const customFeed = (
  db: Db,
  viewer: Viewer,
  q: PageQuery & { query: CustomFeedFilter },
): Promise<Feed> => page(repo.cardsCiting(db, viewer, q.query, q.query.types), q);

export const search = (db: Db, viewer: Viewer, q: PageQuery & { query: string }): Promise<Feed> =>
  searchCards(db, viewer, q.query, decodeCursor(q.cursor));

/** A visible post with its full text, attachments and comments; 404 otherwise. */
export async function getPost(db: Db, viewer: Viewer, id: string): Promise<PostDetail> {
  const row = await selectCards(db, viewer)
    .select(['posts.description'])
    .where('posts.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Post');
  const [attachments, comments] = await Promise.all([repo.attachmentsOf(db, id), listComments(db, id)]);
  return {
    ...toPostCard(row),
    description: row.description,
    attachments: attachments.map((a) => ({ ...a, download_url: a.url })),
    comments,
  };
}
