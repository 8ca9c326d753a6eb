import type { PushSchedule } from '@vigie/contract';
import type { Db } from '../../db/connect.ts';
import { badRequest } from '../../http/errors.ts';
import type { Viewer } from '../access/viewer.ts';
import * as repo from './preferences-repository.ts';

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A reader who never set a schedule has no quiet hours and no digest. */
const NONE: PushSchedule = { time_zone: 'UTC', quiet_hours: null, digest_at: null };

export async function scheduleOf(db: Db, viewer: Viewer): Promise<PushSchedule> {
  const row = await repo.scheduleOf(db, viewer.id);
  if (!row) return NONE;
  return {
    time_zone: row.time_zone,
    quiet_hours:
      row.quiet_start === null || row.quiet_end === null
        ? null
        : { start: toTime(row.quiet_start), end: toTime(row.quiet_end) },
    digest_at: row.digest_at === null ? null : toTime(row.digest_at),
  };
}

/** docs/product.md §10.18: quiet hours and the digest, read in the reader's zone. */
export async function setSchedule(
  db: Db,
  viewer: Viewer,
  schedule: PushSchedule,
  now = new Date(),
): Promise<PushSchedule> {
  if (!(await repo.knowsTimeZone(db, schedule.time_zone)))
    throw badRequest('body.time_zone', 'is not a time zone this server knows');
  const { quiet_hours: quiet, digest_at: digest } = schedule;
  await repo.saveSchedule(
    db,
    viewer.id,
    {
      time_zone: schedule.time_zone,
      quiet_start: quiet ? toMinutes(quiet.start) : null,
      quiet_end: quiet ? toMinutes(quiet.end) : null,
      digest_at: digest ? toMinutes(digest) : null,
    },
    now,
  );
  return scheduleOf(db, viewer);
}
