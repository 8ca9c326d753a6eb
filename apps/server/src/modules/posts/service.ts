import type { CustomFeedFilter, PostType } from '@vigie/contract';
import { CompiledShapes } from '../../db/compiled-shapes.ts';
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

/** The citing statements, compiled once per shape (db/compiled-shapes.ts). */
const citingStatements = new CompiledShapes();

/** Whose items a citing page reads, as values of its statement, and how the statement reads them. */
interface CitingSource<V extends unknown[]> {
  kind: 'focus' | 'custom';
  values: V;
  items: (...values: V) => CitedItems;
}

/**
 * A page of the posts citing a source's items: the cursor and page size go into the citing statement
 * itself (citing.ts). The reader, the items and the cursor are the statement's values; who may see
 * what, the types, whether a cursor is given and the page size make its shape.
 */
async function citingPage<V extends unknown[]>(
  db: Db,
  viewer: Viewer,
  source: CitingSource<V>,
  types: PostType[],
  { cursor, limit = repo.PAGE_SIZE }: PageQuery,
): Promise<PostsJson> {
  const position = decodeCursor(cursor);
  const shape = JSON.stringify([source.kind, viewer.has_confidential_access, types, !!position, limit]);
  const values = [viewer.id, position?.publishDate, position?.id, ...source.values];
  const statement = citingStatements.compile(shape, values, (open) => {
    const [id, publishDate, postId, ...items] = open;
    const reader = { ...viewer, id: id as string };
    const at = position && { publishDate: publishDate as Date, id: postId as string };
    const posts = citing(db, reader, source.items(...(items as V)), types, {
      position: at,
      limit: limit + 1,
    });
    return repo.cardPageQuery(reader, posts, at, limit);
  });
  return pageJson(repo.pageOfRows((await db.executeQuery(statement)).rows, limit));
}

export const normalFeed = (db: Db, viewer: Viewer, q: PageQuery): Promise<PostsJson> =>
  page(viewer, visiblePosts(db, viewer), q);

export const authorFeed = (db: Db, viewer: Viewer, q: PageQuery & { author: string }): Promise<PostsJson> =>
  page(viewer, repo.byAuthor(db, viewer, q.author), q);

export const focusFeed = (db: Db, viewer: Viewer, q: PageQuery): Promise<PostsJson> =>
  citingPage(db, viewer, { kind: 'focus', values: [viewer.id], items: (id) => focusedBy(id) }, [], q);

export const customFeed = (
  db: Db,
  viewer: Viewer,
  q: PageQuery & { query: CustomFeedFilter },
): Promise<PostsJson> => {
  const { contacts, entities, themes, types } = q.query;
  const items = (...ids: string[][]) => {
    const [contactIds = [], entityIds = [], themeIds = []] = ids;
    return { contacts: listedIds(contactIds), entities: listedIds(entityIds), themes: listedIds(themeIds) };
  };
  return citingPage(db, viewer, { kind: 'custom', values: [contacts, entities, themes], items }, types, q);
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
