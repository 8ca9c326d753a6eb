import type { Db } from '../../db/connect.ts';
import { postIsVisible } from '../access/confidentiality.ts';
import type { Viewer } from '../access/viewer.ts';
import type { FeedPosition } from '../posts/cursor.ts';

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

/**
 * The next `limit` of the viewer's visible bookmarked posts after `position`, most recently bookmarked
 * first: each as its id and the time it was bookmarked, the feed's order (index bookmarks_feed).
 */
export function bookmarkPage(db: Db, viewer: Viewer, position: FeedPosition | undefined, limit: number) {
  const bookmarked = db
    .selectFrom('bookmarks')
    .innerJoin('posts', 'posts.id', 'bookmarks.post_id')
    .select(['bookmarks.post_id as id', 'bookmarks.inserted_at as publish_date'])
    .where('bookmarks.user_id', '=', viewer.id)
    .where(postIsVisible(viewer));
  const after = position
    ? bookmarked.where((eb) =>
        eb(
          eb.refTuple('bookmarks.inserted_at', 'bookmarks.post_id'),
          '<',
          eb.tuple(position.publishDate, position.id),
        ),
      )
    : bookmarked;
  return after.orderBy('bookmarks.inserted_at', 'desc').orderBy('bookmarks.post_id', 'desc').limit(limit);
}

/**
 * Sets or clears the viewer's bookmark on a post they may see, in one statement (the visibility check
 * and the write); whether they may see it. Repeating either changes nothing.
 */
export async function saveBookmark(db: Db, viewer: Viewer, postId: string, bookmarked: boolean) {
  const row = await db
    .with('visible', (qb) =>
      qb.selectFrom('posts').select('posts.id').where('posts.id', '=', postId).where(postIsVisible(viewer)),
    )
    .with('written', (qb) =>
      bookmarked
        ? qb
            .insertInto('bookmarks')
            .columns(['user_id', 'post_id'])
            .expression((eb) =>
              eb.selectFrom('visible').select([eb.val(viewer.id).as('user_id'), 'visible.id']),
            )
            .onConflict((oc) => oc.doNothing())
        : qb
            .deleteFrom('bookmarks')
            .where('bookmarks.user_id', '=', viewer.id)
            .where('bookmarks.post_id', 'in', (eb) => eb.selectFrom('visible').select('visible.id')),
    )
    .selectFrom('visible')
    .select('visible.id')
    .executeTakeFirst();
  return row !== undefined;
}
