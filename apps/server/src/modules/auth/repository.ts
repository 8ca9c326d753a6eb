import type { Db } from '../../db/connect.ts';
import type { LiveSession } from '../read-cache/sessions.ts';

/** Creates a session row for the hash of a cookie token. */
export async function insertSession(
  db: Db,
  tokenHash: Buffer,
  userId: string,
  expiresAt: Date,
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt })
    .execute();
}

/** The active user behind a live session, if any, and when the session ends. */
export async function findLiveSession(db: Db, tokenHash: Buffer): Promise<LiveSession | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.has_confidential_access', 'users.role', 'sessions.expires_at'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', new Date())
    .where('users.is_active', '=', true)
    .executeTakeFirst();
  if (!row) return undefined;
  const { expires_at, ...viewer } = row;
  return { viewer, expiresAt: expires_at };
}

export async function deleteSession(db: Db, tokenHash: Buffer): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

export async function deleteSessionsOf(db: Db, userId: string): Promise<number> {
  const result = await db.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Records a failed login under each key (e-mail, address) and drops failures older than the window. */
export async function recordFailure(db: Db, keys: string[], windowStart: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('login_failures')
      .where('key', 'in', keys)
      .where('failed_at', '<', windowStart)
      .execute();
    await trx
      .insertInto('login_failures')
      .values(keys.map((key) => ({ key })))
      .execute();
  });
}

/** Failures per key since the window start, with the oldest of them. */
export async function recentFailures(db: Db, keys: string[], windowStart: Date) {
  return db
    .selectFrom('login_failures')
    .select([
      'key',
      (eb) => eb.fn.countAll<number>().as('count'),
      (eb) => eb.fn.min('failed_at').as('oldest'),
    ])
    .where('key', 'in', keys)
    .where('failed_at', '>=', windowStart)
    .groupBy('key')
    .execute();
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.deleteFrom('login_failures').where('key', '=', key).execute();
}
