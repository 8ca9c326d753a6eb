import type { CommentPart } from '@vigie/contract';
import type { Expression } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../db/connect.ts';

/**
 * The comments, with their authors, oldest first, of the post `postId` names: an id, or a column of the
 * statement it is part of (a post read with its comments in one statement).
 */
export const commentsOfQuery = (db: Db, postId: string | Expression<string>) =>
  selectComments(db).where('comments.post_id', '=', postId).orderBy('inserted_at').orderBy('id');

export async function commentById(db: Db, id: string) {
  return selectComments(db).where('comments.id', '=', id).executeTakeFirstOrThrow();
}

function selectComments(db: Db) {
  return db
    .selectFrom('comments')
    .select((eb) => [
      'comments.id',
      'comments.post_id',
      'comments.inserted_at',
      'comments.body',
      jsonObjectFrom(
        eb
          .selectFrom('users')
          .select(['users.id', 'users.firstname', 'users.lastname', 'users.username', 'users.img'])
          .whereRef('users.id', '=', 'comments.user_id'),
      ).as('user'),
    ]);
}

/** Inserts a comment; false when its author already stored one with the same client id (a replay). */
export async function insertComment(
  db: Db,
  comment: { id: string; post_id: string; user_id: string; body: CommentPart[]; client_id: string | null },
): Promise<boolean> {
  const inserted = await db
    .insertInto('comments')
    .values({ ...comment, body: JSON.stringify(comment.body) })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'client_id']).where('client_id', 'is not', null).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function commentIdByClientId(db: Db, userId: string, clientId: string) {
  const row = await db
    .selectFrom('comments')
    .select('id')
    .where('user_id', '=', userId)
    .where('client_id', '=', clientId)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The users among `ids`, with what decides whether they may be mentioned. */
export async function mentionCandidates(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'is_active', 'has_confidential_access'])
    .where('id', 'in', ids)
    .execute();
}
