import { sql } from 'kysely';
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

/** Deletes every session of a user and answers their token hashes, for the session cache to forget. */
export async function deleteSessionsOf(db: Db, userId: string): Promise<Buffer[]> {
  const rows = await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .returning('token_hash')
    .execute();
  return rows.map((row) => row.token_hash);
}

/**
 * Counts one attempt under each key and answers each key's total: a key whose window has ended starts a
 * new one at `now`. Keys are written in sorted order so that concurrent attempts lock rows alike and
 * cannot deadlock.
 */
export async function countAttempt(db: Db, keys: string[], now: Date, windowStart: Date) {
  const expired = sql<boolean>`login_attempts.window_start < ${windowStart}`;
  return db
    .insertInto('login_attempts')
    .values([...keys].sort().map((key) => ({ key, attempts: 1, window_start: now })))
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        attempts: sql`CASE WHEN ${expired} THEN 1 ELSE login_attempts.attempts + 1 END`,
        window_start: sql`CASE WHEN ${expired} THEN excluded.window_start ELSE login_attempts.window_start END`,
      }),
    )
    .returning(['key', 'attempts', 'window_start'])
    .execute();
}

/** Takes a counted attempt back from each key. */
export async function uncountAttempt(db: Db, keys: string[]): Promise<void> {
  await db
    .updateTable('login_attempts')
    .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
    .where('key', 'in', keys)
    .where('attempts', '>', 0)
    .execute();
}

/** Forgets a key's attempts. */
export async function deleteAttempts(db: Db, key: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('key', '=', key).execute();
}

/** Deletes the keys whose window ended, skipping those an attempt is counting on right now. */
export async function deleteExpiredAttempts(db: Db, windowStart: Date): Promise<void> {
  await db
    .deleteFrom('login_attempts')
    .where('key', 'in', (eb) =>
      eb
        .selectFrom('login_attempts')
        .select('key')
        .where('window_start', '<', windowStart)
        .forUpdate()
        .skipLocked(),
    )
    .execute();
}
