import { z } from 'zod';
import { Id, Timestamp } from './common.ts';
import { PostCard } from './posts.ts';

/** A time of day, `HH:MM` on 24 hours. */
export const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:MM');

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** An IANA zone name (`Europe/Paris`); offsets are refused, PostgreSQL reading their sign backwards. */
export const TimeZone = z
  .string()
  .max(64)
  .regex(/^[A-Za-z][\w+-]*(\/[\w+-]+)*$/, 'must be an IANA time zone')
  .refine(isTimeZone, 'must be an IANA time zone');

/** docs/product.md §10.18: quiet hours and the daily digest, in the reader's own time zone. */
export const PushSchedule = z.object({
  time_zone: TimeZone,
  quiet_hours: z
    .object({ start: ClockTime, end: ClockTime })
    .refine(({ start, end }) => start !== end, 'must end at another time than it starts')
    .nullable(),
  digest_at: ClockTime.nullable(),
});

/** The day's focus posts, under each followed item or saved search they belong to. */
export const DigestGroup = z.object({
  kind: z.enum(['contact', 'entity', 'theme', 'search']),
  id: Id,
  name: z.string(),
  posts: z.array(PostCard),
});
export const Digest = z.object({ since: Timestamp, groups: z.array(DigestGroup) });

export type PushSchedule = z.infer<typeof PushSchedule>;
export type Digest = z.infer<typeof Digest>;
export type DigestGroup = z.infer<typeof DigestGroup>;
