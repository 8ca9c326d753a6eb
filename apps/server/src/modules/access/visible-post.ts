import type { Db } from '../../db/connect.ts';
import { notFound } from '../../http/errors.ts';
import { visiblePosts } from './confidentiality.ts';
import type { Viewer } from './viewer.ts';

/** The post's confidentiality if the viewer may see it; 404 otherwise, as if it did not exist. */
export async function requireVisiblePost(
  db: Db,
  viewer: Viewer,
  id: string,
): Promise<{ confidential: boolean }> {
  const post = await visiblePosts(db, viewer)
    .select(['posts.confidential'])
    .where('posts.id', '=', id)
    .executeTakeFirst();
  if (!post) throw notFound('Post');
  return post;
}
