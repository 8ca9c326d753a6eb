import type { CommentPart } from '@vigie/contract';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../db/connect.ts';

/** A post's comments with their authors, oldest first. */
export async function commentsOf(db: Db, postId: string) {
  return selectComments(db)
    .where('comments.post_id', '=', postId)
    .orderBy('inserted_at')
    .orderBy('id')
    .execute();
}

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

export async function insertComment(
  db: Db,
  comment: { id: string; post_id: string; user_id: string; body: CommentPart[] },
) {
  await db
    .insertInto('comments')
    .values({ ...comment, body: JSON.stringify(comment.body) })
    .execute();
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
