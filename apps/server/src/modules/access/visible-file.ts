import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { newsroomPosts, visiblePosts } from './confidentiality.ts';
import { NEWSROOM } from './roles.ts';
import type { Viewer } from './viewer.ts';

/** Where every stored file is served; post pictures here are indexed (migration 2026-11-27-f-files). */
export const FILES_PATH = '/api/v1/files/';

/** The posts whose picture or one of whose attachments is `url`. */
const postsShowing = (db: Db, url: string) =>
  db
    .selectFrom('attachments')
    .select('attachments.post_id as id')
    .where('attachments.url', '=', url)
    .unionAll(
      db
        .selectFrom('posts')
        .select('posts.id')
        .where('posts.img', '=', url)
        .where(sql<boolean>`posts.img LIKE '/api/v1/files/%'`),
    );

/**
 * docs/product.md §10.9.8: a file goes to whoever may see a post that shows it: readers only through a
 * post they may read (so never a draft's, a scheduled or retracted post's, nor a confidential one's
 * without access); the newsroom through any post it may edit, and a file no post shows yet to its
 * uploader alone.
 */
export async function mayReadFile(
  db: Db,
  viewer: Viewer,
  file: { id: string; uploaded_by: string | null },
): Promise<boolean> {
  const url = FILES_PATH + file.id;
  const posts = NEWSROOM.has(viewer.role) ? newsroomPosts(db, viewer) : visiblePosts(db, viewer);
  const seen = await posts
    .select('posts.id')
    .where('posts.id', 'in', postsShowing(db, url))
    .executeTakeFirst();
  if (seen) return true;
  if (!NEWSROOM.has(viewer.role) || file.uploaded_by !== viewer.id) return false;
  return !(await postsShowing(db, url).executeTakeFirst());
}
