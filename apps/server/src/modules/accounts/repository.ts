import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { PasswordResetsTable, Role } from '../../db/database.ts';

/** The columns the administration shows, with the start of the newest live session. */
function accounts(db: Db) {
  return db
    .selectFrom('users')
    .select([
      'users.id',
      'users.email',
      'users.firstname',
      'users.lastname',
      'users.username',
      'users.img',
      'users.is_active',
      'users.has_confidential_access',
      'users.role',
    ])
    .select((eb) =>
      eb
        .selectFrom('sessions')
        .select((s) => s.fn.max('sessions.created_at').as('at'))
        .whereRef('sessions.user_id', '=', 'users.id')
        .where('sessions.expires_at', '>', new Date())
        .as('last_sign_in_at'),
    );
}

export type AccountRow = Awaited<ReturnType<typeof findAccount>> & {};

/** Every account by last then first name; with `search`, those whose names or e-mail contain it. */
export async function listAccounts(db: Db, search?: string) {
  // Escaped so that % and _ in the term match themselves.
  const pattern = search?.replace(/[\\%_]/g, '\\$&');
  return accounts(db)
    .$if(Boolean(pattern), (q) =>
      q.where(
        sql<boolean>`immutable_unaccent(lower(users.firstname || ' ' || users.lastname || ' ' || users.username || ' ' || users.email)) LIKE '%' || immutable_unaccent(lower(${pattern})) || '%'`,
      ),
    )
    .orderBy('users.lastname')
    .orderBy('users.firstname')
    .orderBy('users.id')
    .execute();
}

export async function findAccount(db: Db, id: string) {
  return accounts(db).where('users.id', '=', id).executeTakeFirst();
}

/** Locks the account's row for the rest of the transaction, answering what an admin may change. */
export async function lockAccount(db: Db, id: string) {
  return db
    .selectFrom('users')
    .select(['role', 'has_confidential_access', 'is_active'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export interface AccountToInsert {
  id: string;
  email: string;
  firstname: string;
  lastname: string;
  username: string;
  role: Role;
  has_confidential_access: boolean;
  password_hash: string;
}

/** Inserts the account unless its e-mail is taken; answers whether it did. */
export async function insertAccount(db: Db, account: AccountToInsert): Promise<boolean> {
  const row = await db
    .insertInto('users')
    .values(account)
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function updateAccount(
  db: Db,
  id: string,
  changes: Partial<{ role: Role; has_confidential_access: boolean; is_active: boolean }>,
): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

/** Stores a user's set-password link, voiding the one given before. */
export async function replaceResetLink(db: Db, link: Insertable<PasswordResetsTable>): Promise<void> {
  await db
    .insertInto('password_resets')
    .values(link)
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ token_hash: link.token_hash, expires_at: link.expires_at }),
    )
    .execute();
}

/** Deletes a link, answering its user, whether they are active, and when the link expired. */
export async function takeResetLink(db: Db, tokenHash: Buffer) {
  return db
    .deleteFrom('password_resets')
    .using('users')
    .whereRef('users.id', '=', 'password_resets.user_id')
    .where('password_resets.token_hash', '=', tokenHash)
    .returning(['users.id', 'users.is_active', 'password_resets.expires_at'])
    .executeTakeFirst();
}

export async function deleteResetLinksOf(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('password_resets').where('user_id', '=', userId).execute();
}
