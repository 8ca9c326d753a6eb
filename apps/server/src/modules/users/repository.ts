import type { Db } from '../../db/connect.ts';
import type { UserRow } from '../../db/database.ts';

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export async function findUser(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every active user, by last then first name: deactivated ones may not be mentioned or messaged. */
export async function listActiveUsers(db: Db): Promise<UserRow[]> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('is_active', '=', true)
    .orderBy('lastname')
    .orderBy('firstname')
    .orderBy('id')
    .execute();
}

export async function updateUser(
  db: Db,
  id: string,
  changes: Partial<Pick<UserRow, 'firstname' | 'lastname' | 'biography' | 'img'>>,
): Promise<UserRow> {
  return db.updateTable('users').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function insertMedia(db: Db, id: string, contentType: string, data: Buffer): Promise<void> {
  await db.insertInto('media').values({ id, content_type: contentType, data }).execute();
}

export async function findMedia(db: Db, id: string) {
  return db.selectFrom('media').select(['content_type', 'data']).where('id', '=', id).executeTakeFirst();
}

export async function deleteMedia(db: Db, id: string): Promise<void> {
  await db.deleteFrom('media').where('id', '=', id).execute();
}
