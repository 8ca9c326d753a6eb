import type { CommentPart } from '@vigie/contract';
import { type Expression, type QueryCreator, sql } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import { CompiledShapes } from '../../db/compiled-shapes.ts';
import type { Db } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import { postIsVisible } from '../access/confidentiality.ts';
import type { Viewer } from '../access/viewer.ts';

/**
 * The comments, with their authors, oldest first, of the post `postId` names: an id, or a column of the
 * statement it is part of (a post read with its comments in one statement).
 */
export const commentsOfQuery = (db: Db, postId: string | Expression<string>) =>
  selectComments(db).where('comments.post_id', '=', postId).orderBy('inserted_at').orderBy('id');

export async function commentById(db: Db, id: string) {
  return selectComments(db).where('comments.id', '=', id).executeTakeFirstOrThrow();
}

function selectComments(db: QueryCreator<Database>) {
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

export interface NewComment {
  id: string;
  post_id: string;
  user_id: string;
  body: CommentPart[];
  client_id: string | null;
}

/** The comment insert of an audience: each comment's own values are stand-ins (db/compiled-shapes.ts). */
function insertQuery(db: Db, viewer: Viewer, [id, postId, userId, body, clientId]: readonly unknown[]) {
  // The new row is named as the table, so that selectComments reads it as it reads a stored comment.
  const inserted = db.with('comments', (qb) =>
    qb
      .insertInto('comments')
      .columns(['id', 'post_id', 'user_id', 'body', 'client_id'])
      .expression((eb) =>
        eb
          .selectFrom('posts')
          .select([
            eb.val(id as string).as('id'),
            'posts.id as post_id',
            eb.val(userId as string).as('user_id'),
            sql<string>`${body}::jsonb`.as('body'),
            eb.val(clientId as string | null).as('client_id'),
          ])
          .where('posts.id', '=', postId as string)
          .where(postIsVisible(viewer)),
      )
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'client_id']).where('client_id', 'is not', null).doNothing(),
      )
      .returning(['id', 'post_id', 'user_id', 'inserted_at', 'body', 'client_id']),
  );
  return selectComments(inserted as unknown as QueryCreator<Database>);
}

/** The comment inserts, built and compiled once per audience: building one cost a comment 0.12 ms of server. */
const insertStatements = new CompiledShapes();

/**
 * Inserts a comment on a post the viewer may see and reads it back as the API gives it, in one statement;
 * undefined when the post is not visible to them, or when they already stored one with the same client id.
 */
export async function insertVisibleComment(db: Db, viewer: Viewer, comment: NewComment) {
  const values = [
    comment.id,
    comment.post_id,
    comment.user_id,
    JSON.stringify(comment.body),
    comment.client_id,
  ];
  const statement = insertStatements.compile(db, String(viewer.has_confidential_access), values, (open) =>
    insertQuery(db, viewer, open),
  );
  const [row] = (await db.executeQuery(statement)).rows;
  return row;
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
