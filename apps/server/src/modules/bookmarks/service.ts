import type { Db } from '../../db/connect.ts';
import type { Viewer } from '../access/viewer.ts';
import { type PostsJson, pageJson } from '../posts/cards.ts';
import { decodeCursor } from '../posts/cursor.ts';
import { PAGE_SIZE, pageOf } from '../posts/repository.ts';
import { bookmarkPage } from './repository.ts';

/** 'Mes signets' a page at a time: the cursor is the last bookmark shown, so pages cost the same at any depth. */
export async function bookmarkFeed(
  db: Db,
  viewer: Viewer,
  { cursor, limit = PAGE_SIZE }: { cursor?: string | undefined; limit?: number | undefined },
): Promise<PostsJson> {
  const keys = await bookmarkPage(db, viewer, decodeCursor(cursor), limit + 1);
  return pageJson(await pageOf(db, viewer, keys, limit));
}
