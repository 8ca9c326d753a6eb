import type { Db } from '../../db/connect.ts';
import { notFound } from '../../http/errors.ts';
import type { Viewer } from '../access/viewer.ts';
import type { PostsJson } from '../posts/cards.ts';
import { type FeedSource, feedPage, type PageQuery } from '../posts/service.ts';
import { bookmarkPage, saveBookmark } from './repository.ts';

/**
 * 'Mes signets' a page at a time, in one statement compiled once, as every feed is: the cursor is the last
 * bookmark shown, so pages cost the same at any depth.
 */
export function bookmarkFeed(db: Db, viewer: Viewer, q: PageQuery): Promise<PostsJson> {
  const source: FeedSource = {
    shape: 'bookmarks',
    values: [],
    keys: (reader, _, { position, limit }) => bookmarkPage(db, reader, position, limit),
  };
  return feedPage(db, viewer, source, q);
}

/** Sets or clears the viewer's bookmark on a post; 404 for a post they may not see, as if it did not exist. */
export async function setBookmark(db: Db, viewer: Viewer, postId: string, bookmarked: boolean) {
  if (!(await saveBookmark(db, viewer, postId, bookmarked))) throw notFound('Post');
}
