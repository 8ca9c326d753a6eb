import type { Db } from '../../db/connect.ts';
import { notFound } from '../../http/errors.ts';
import type { Viewer } from '../access/viewer.ts';
import { type PostsJson, pageJson } from '../posts/cards.ts';
import { decodeCursor } from '../posts/cursor.ts';
import { cardPageQuery, PAGE_SIZE, pageOfRow } from '../posts/repository.ts';
import { bookmarkPage, saveBookmark } from './repository.ts';

/**
 * 'Mes signets' a page at a time, in one statement: the cursor is the last bookmark shown, so pages cost
 * the same at any depth.
 */
export async function bookmarkFeed(
  db: Db,
  viewer: Viewer,
  { cursor, limit = PAGE_SIZE }: { cursor?: string | undefined; limit?: number | undefined },
): Promise<PostsJson> {
  const keys = bookmarkPage(db, viewer, decodeCursor(cursor), limit + 1);
  return pageJson(pageOfRow(await cardPageQuery(db, viewer, keys, limit).executeTakeFirstOrThrow(), limit));
}

/** Sets or clears the viewer's bookmark on a post; 404 for a post they may not see, as if it did not exist. */
export async function setBookmark(db: Db, viewer: Viewer, postId: string, bookmarked: boolean) {
  if (!(await saveBookmark(db, viewer, postId, bookmarked))) throw notFound('Post');
}
