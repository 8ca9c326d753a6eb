import { type Expression, sql } from 'kysely';
import type { Db } from '../../src/db/connect.ts';
import { createPost } from './factories.ts';

/**
 * `count` published posts a minute apart, the newest now, one in ten confidential, `title(i)` each; then
 * vacuumed, since index-only reads need the visibility map that VACUUM sets.
 */
export async function postsAMinuteApart(db: Db, count: number, title: (i: number) => string): Promise<void> {
  for (let i = 0; i < count; i++)
    await createPost(db, {
      title: title(i),
      confidential: i % 10 === 0,
      publish_date: new Date(Date.now() - i * 60_000),
    });
  await sql`VACUUM ANALYZE posts`.execute(db);
}

/**
 * The plan of the statement `build` makes on a transaction, with sequential scans (and bitmap scans, with
 * `bitmapScans` false) priced out as on a large table.
 */
export async function planOf(
  db: Db,
  build: (trx: Db) => Expression<unknown>,
  { bitmapScans = true } = {},
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await sql`SET LOCAL enable_seqscan = off`.execute(trx);
    if (!bitmapScans) await sql`SET LOCAL enable_bitmapscan = off`.execute(trx);
    const { rows } = await sql<{ 'QUERY PLAN': string }>`EXPLAIN ${build(trx)}`.execute(trx);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}
