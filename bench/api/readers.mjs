// Signed-in readers for the mixed workload, made in two statements: signing 200 readers in through the
// route would cost 200 password checks, and the workload measures reading, not signing in.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded.ts';
import { newId } from '../../apps/server/src/lib/ids.ts';
import { hashPassword, hashToken } from '../../apps/server/src/modules/auth/service.ts';

export const READER_PASSWORD = 'vigie-bench';

/** The embedded cluster of a data directory, started or (when a server runs it) reused. */
export async function embeddedDatabaseUrl(dataDir) {
  return (await startEmbeddedPostgres(dataDir)).connectionString;
}

/**
 * Deletes what the mixed workload's readers commented: left in place, each run's comments would make the
 * next run's posts heavier to read (the benchmark's 2,000 posts gained 40 comments each in a day of runs).
 */
export async function forgetReadersComments(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `DELETE FROM comments WHERE user_id IN (SELECT id FROM users WHERE email LIKE 'mixed%@vigie.bench')`,
    );
  } finally {
    await client.end();
  }
}

/**
 * `count` readers without confidential access (mixed1@vigie.bench…, created once, kept across runs),
 * each with a fresh session of a day: their cookies, in order.
 */
export async function createReaders(databaseUrl, count) {
  const emails = Array.from({ length: count }, (_, i) => `mixed${i + 1}@vigie.bench`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO users (id, email, password_hash, firstname, lastname, username)
       SELECT id, email, $3, 'Lecteur', 'Banc ' || n, 'mixed' || n
       FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS r(id, email, n)
       ON CONFLICT (email) DO NOTHING`,
      [emails.map(() => newId()), emails, await hashPassword(READER_PASSWORD)],
    );
    const { rows } = await client.query('SELECT id, email FROM users WHERE email = ANY($1)', [emails]);
    const idOf = new Map(rows.map((row) => [row.email, row.id]));
    const tokens = emails.map(() => randomBytes(32).toString('base64url'));
    await client.query(
      `INSERT INTO sessions (token_hash, user_id, expires_at)
       SELECT token_hash, user_id, now() + interval '1 day' FROM unnest($1::bytea[], $2::text[]) AS s(token_hash, user_id)`,
      [tokens.map(hashToken), emails.map((email) => idOf.get(email))],
    );
    return tokens.map((token) => `vigie_session=${token}`);
  } finally {
    await client.end();
  }
}

/**
 * Bookmarks one post in `every` for the reader `email`, at times of its own rather than the posts' dates:
 * a reader of long standing whose bookmarks feed pages past 1,000 (one post in 40 of 1M: 25,000). Kept
 * across runs; some of those posts are confidential, hidden from the reader as they would be.
 */
export async function bookmarkPosts(databaseUrl, email, every) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO bookmarks (user_id, post_id, inserted_at)
       SELECT u.id, p.id, now() - (abs(hashtext(p.id || 'bookmarked')) % 31536000) * interval '1 second'
       FROM users u CROSS JOIN posts p
       WHERE u.email = $1 AND abs(hashtext(p.id)) % $2 = 0
       ON CONFLICT (user_id, post_id) DO NOTHING`,
      [email, every],
    );
  } finally {
    await client.end();
  }
}
