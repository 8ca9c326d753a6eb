import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';

/** One round trip: whether the database answers at all. */
export async function ping(db: Db): Promise<void> {
  await sql`SELECT 1`.execute(db);
}

/** Pushes waiting to be sent, and how long the oldest has waited (0 when none). */
export async function pushQueueState(db: Db): Promise<{ depth: number; oldestSeconds: number }> {
  const row = await db
    .selectFrom('push_queue')
    .select([
      (eb) => eb.fn.countAll<number>().as('depth'),
      sql<number>`coalesce(extract(epoch from now() - min(created_at)), 0)::float8`.as('oldestSeconds'),
    ])
    .executeTakeFirstOrThrow();
  return row;
}

/** Sessions not expired yet. */
export async function activeSessions(db: Db): Promise<number> {
  const row = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirstOrThrow();
  return row.count;
}
