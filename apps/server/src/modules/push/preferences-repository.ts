import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';

export interface StoredSchedule {
  time_zone: string;
  quiet_start: number | null;
  quiet_end: number | null;
  digest_at: number | null;
}

export const scheduleOf = (db: Db, userId: string) =>
  db
    .selectFrom('push_preferences')
    .select(['time_zone', 'quiet_start', 'quiet_end', 'digest_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();

/** Whether PostgreSQL knows the zone: the browser's list and the server's may differ. */
export async function knowsTimeZone(db: Db, zone: string): Promise<boolean> {
  const { rows } = await sql<{ known: boolean }>`
    SELECT EXISTS (SELECT 1 FROM pg_timezone_names WHERE name = ${zone}) AS known`.execute(db);
  return rows[0]?.known ?? false;
}

/**
 * Stores the schedule. A digest whose time has already passed today counts as sent today, so saving at
 * 19:00 a digest at 18:00 brings the first one tomorrow.
 */
export async function saveSchedule(db: Db, userId: string, schedule: StoredSchedule, now: Date) {
  const sentToday = sql<
    string | null
  >`CASE WHEN local_minute(${now}::timestamptz, ${schedule.time_zone}::text)
    >= ${schedule.digest_at}::smallint THEN (${now}::timestamptz AT TIME ZONE ${schedule.time_zone}::text)::date END`;
  const values = { ...schedule, digest_sent_on: sentToday, updated_at: now };
  await db
    .insertInto('push_preferences')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}
