import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { themeIsVisible } from '../access/confidentiality.ts';
import type { Viewer } from '../access/viewer.ts';

/** Keeps a chat password's hash until it expires, and drops everyone's expired ones. */
export async function insertChatToken(db: Db, tokenHash: Buffer, userId: string, expiresAt: Date) {
  await db.deleteFrom('chat_tokens').where('expires_at', '<=', sql<Date>`now()`).execute();
  await db
    .insertInto('chat_tokens')
    .values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt })
    .execute();
}

/** Whether the token is the user's, unexpired, and the user still active. */
export async function chatTokenIsValid(db: Db, tokenHash: Buffer, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('chat_tokens')
    .innerJoin('users', 'users.id', 'chat_tokens.user_id')
    .select('users.id')
    .where('chat_tokens.token_hash', '=', tokenHash)
    .where('chat_tokens.user_id', '=', userId)
    .where('chat_tokens.expires_at', '>', sql<Date>`now()`)
    .where('users.is_active', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}

/** An active user, as confidentiality rules see them. */
export async function findActiveViewer(db: Db, userId: string): Promise<Viewer | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'has_confidential_access', 'role'])
    .where('id', '=', userId)
    .where('is_active', '=', true)
    .executeTakeFirst();
}

/** Whether the room belongs to a theme the viewer may not see. */
export async function roomOfHiddenTheme(db: Db, viewer: Viewer, room: string): Promise<boolean> {
  const row = await db
    .selectFrom('themes')
    .select('themes.id')
    .where('themes.chat_room', '=', room)
    .where((eb) => eb.not(themeIsVisible(viewer)(eb)))
    .executeTakeFirst();
  return row !== undefined;
}

/** Every active user's chat name, for the shared roster. */
export async function activeUserNames(db: Db) {
  return db
    .selectFrom('users')
    .select(['id', 'firstname', 'lastname', 'username'])
    .where('is_active', '=', true)
    .orderBy('lastname')
    .orderBy('firstname')
    .orderBy('id')
    .execute();
}

export async function findUserImage(db: Db, userId: string): Promise<string | null | undefined> {
  const row = await db.selectFrom('users').select('img').where('id', '=', userId).executeTakeFirst();
  return row?.img;
}
