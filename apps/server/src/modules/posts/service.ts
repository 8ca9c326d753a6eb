import type { CustomFeedFilter, PostType } from '@vigie/contract';
import type { Db } from '../../db/connect.ts';
import { notFound } from '../../http/errors.ts';
import { visiblePosts } from '../access/confidentiality.ts';
import type { Viewer } from '../access/viewer.ts';
import { listComments } from '../comments/service.ts';
import { cardWith, type PostFilter, type PostsJson, pageJson, selectCardRows } from './cards.ts';
import { type CitedItems, citing, focusedBy, listedIds } from './citing.ts';
import { decodeCursor } from './cursor.ts';
import * as repo from './repository.ts';
import { searchPage } from './search.ts';

interface PageQuery {
  cursor?: string | undefined;
  limit?: number | undefined;
}

const page = async (viewer: Viewer, query: PostFilter, { cursor, limit }: PageQuery) =>
  pageJson(await repo.cardPage(viewer, query, decodeCursor(cursor), limit));

/** A page of the posts citing `items`: the cursor and page size go into the citing statement itself (citing.ts). */
async function citingPage(
  db: Db,
  viewer: Viewer,
  items: CitedItems,
  types: PostType[],
  { cursor, limit = repo.PAGE_SIZE }: PageQuery,
): Promise<PostsJson> {
  const position = decodeCursor(cursor);
  const posts = citing(db, viewer, items, types, { position, limit: limit + 1 });
  return pageJson(await repo.cardPage(viewer, posts, position, limit));
}

export const normalFeed = (db: Db, viewer: Viewer, q: PageQuery): Promise<PostsJson> =>
  page(viewer, visiblePosts(db, viewer), q);

export const authorFeed = (db: Db, viewer: Viewer, q: PageQuery & { author: string }): Promise<PostsJson> =>
  page(viewer, repo.byAuthor(db, viewer, q.author), q);

export const focusFeed = (db: Db, viewer: Viewer, q: PageQuery): Promise<PostsJson> =>
  citingPage(db, viewer, focusedBy(viewer.id), [], q);

export const customFeed = (
  db: Db,
  viewer: Viewer,
  q: PageQuery & { query: CustomFeedFilter },
): Promise<PostsJson> => {
  const { contacts, entities, themes, types } = q.query;
  const items = { contacts: listedIds(contacts), entities: listedIds(entities), themes: listedIds(themes) };
  return citingPage(db, viewer, items, types, q);
};

export const search = async (db: Db, viewer: Viewer, q: PageQuery & { query: string }): Promise<PostsJson> =>
  pageJson(await searchPage(db, viewer, q.query, decodeCursor(q.cursor)));

/** Those of `ids` the viewer may see now: a device drops the others from what it keeps offline. */
export const stillVisible = async (db: Db, viewer: Viewer, ids: string[]) => ({
  ids: await repo.visibleAmong(db, viewer, ids),
});

/** A visible post with its full text, attachments and comments; 404 otherwise. */
export async function loadPost(db: Db, viewer: Viewer, id: string): Promise<PostsJson> {
  const [row, attachments, comments] = await Promise.all([
    selectCardRows(visiblePosts(db, viewer).where('posts.id', '=', id), viewer)
      .select('posts.description')
      .executeTakeFirst(),
    repo.attachmentsOf(db, id),
    listComments(db, id),
  ]);
  if (!row) throw notFound('Post');
  return cardWith(row, {
    description: row.description,
    attachments: attachments.map((a) => ({ ...a, download_url: a.url })),
    comments,
  });
}
