import type { Db } from '../../db/connect.ts';
import { postIsVisible } from '../access/confidentiality.ts';
import type { Viewer } from '../auth/viewer.ts';

/** Ids of the viewer's bookmarked posts they may still see, most recently bookmarked first. */
export async function bookmarkedPostIds(db: Db, viewer: Viewer): Promise<string[]> {
  const rows = await db
    .selectFrom('bookmarks')
    .innerJoin('posts', 'posts.id', 'bookmarks.post_id')
    .select('bookmarks.post_id')
    .where('bookmarks.user_id', '=', viewer.id)
    .where(postIsVisible(viewer))
    .orderBy('bookmarks.inserted_at', 'desc')
    .orderBy('bookmarks.post_id')
    .execute();
  return rows.map((r) => r.post_id);
}

export async function addBookmark(db: Db, userId: string, postId: string): Promise<void> {
  await db
    .insertInto('bookmarks')
    .values({ user_id: userId, post_id: postId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function removeBookmark(db: Db, userId: string, postId: string): Promise<void> {
  await db.deleteFrom('bookmarks').where('user_id', '=', userId).where('post_id', '=', postId).execute();
}
