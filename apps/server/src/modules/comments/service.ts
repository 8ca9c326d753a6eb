import type { Comment, CommentPart } from '@vigie/contract';
import type { Db } from '../../db/connect.ts';
import { badRequest } from '../../http/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { Viewer } from '../access/viewer.ts';
import { requireVisiblePost } from '../access/visible-post.ts';
import { enqueueMentionPushes } from '../push/fan-out.ts';
import * as repo from './repository.ts';

type CommentRow = Awaited<ReturnType<typeof repo.commentById>>;

/** A comment as the API gives it, from its row, or from the row as JSON (its date then a string). */
export function toComment(row: Omit<CommentRow, 'inserted_at'> & { inserted_at: Date | string }): Comment {
  if (!row.user) throw new Error(`comment ${row.id} has no author`);
  return {
    ...row,
    inserted_at: new Date(row.inserted_at).toISOString(),
    body: row.body as CommentPart[],
    user: row.user,
  };
}

export async function listPostComments(db: Db, viewer: Viewer, postId: string): Promise<Comment[]> {
  await requireVisiblePost(db, viewer, postId);
  return (await repo.commentsOfQuery(db, postId).execute()).map(toComment);
}

const FIELD = 'body.post_comment.body';

/**
 * Adds a comment. An empty body is refused, and so is a mention of anyone who could not read
 * the post: inactive users, and on a confidential post those without confidential access.
 * Each user mentioned gets a push, queued with the comment. A comment sent again with the same client id
 * (an offline queue's replay, docs/product.md §4.5) answers the one stored, and pushes nothing more.
 */
export async function addComment(
  db: Db,
  viewer: Viewer,
  postId: string,
  body: CommentPart[],
  clientId: string | null = null,
): Promise<Comment> {
  if (body.every((part) => part.content.trim() === '')) throw badRequest(FIELD, 'is empty');
  const comment = { id: newId(), post_id: postId, user_id: viewer.id, body, client_id: clientId };
  const mentions = body.filter((part) => part.type === 'mention');
  if (mentions.length === 0) {
    // Most comments: checked, stored and read back in one statement.
    const stored = await repo.insertVisibleComment(db, viewer, comment);
    if (stored) return toComment(stored);
    await requireVisiblePost(db, viewer, postId);
    return storedReplay(db, viewer, clientId);
  }
  const post = await requireVisiblePost(db, viewer, postId);
  const candidates = await repo.mentionCandidates(db, [...new Set(mentions.map((m) => m.user_id))]);
  for (const mention of mentions) {
    const user = candidates.find((c) => c.id === mention.user_id);
    const allowed = user?.is_active && (!post.confidential || user.has_confidential_access);
    if (!allowed) throw badRequest(FIELD, `@${mention.content} cannot be mentioned on this post`);
  }
  const stored = await db.transaction().execute(async (trx) => {
    const inserted = await repo.insertVisibleComment(trx, viewer, comment);
    if (!inserted) return undefined;
    const userIds = mentions.map((mention) => mention.user_id);
    await enqueueMentionPushes(trx, { commentId: comment.id, postId, authorId: viewer.id, userIds });
    return inserted;
  });
  return stored ? toComment(stored) : storedReplay(db, viewer, clientId);
}

/** The comment the viewer already stored with this client id, answered again to its replay. */
async function storedReplay(db: Db, viewer: Viewer, clientId: string | null): Promise<Comment> {
  return toComment(await repo.commentById(db, await repo.commentIdByClientId(db, viewer.id, clientId ?? '')));
}
