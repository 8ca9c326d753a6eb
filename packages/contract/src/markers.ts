import { z } from 'zod';
import { Id, Timestamp } from './common.ts';

/**
 * A read marker's timeline (docs/product.md §10.16): the normal feed, the focus feed, or a followed
 * item's briefing as `contact:{id}`, `entity:{id}` or `theme:{id}`.
 */
export const MarkerTimeline = z.union([
  z.enum(['home', 'focus']),
  z.string().regex(/^(contact|entity|theme):[0-9a-f]{24}$/, 'must be home, focus or {type}:{id}'),
]);
export type MarkerTimeline = z.infer<typeof MarkerTimeline>;

/** How many timelines one call reads or moves. */
export const MARKER_TIMELINES_MAX = 20;
/** Unread posts are counted up to this many: a client shows "99+" beyond 99. */
export const UNREAD_COUNT_CAP = 100;

/** `?timeline[]=home&timeline[]=focus`, as Mastodon's markers API; one value comes as a string. */
export const MarkersQuery = z.object({
  'timeline[]': z
    .union([MarkerTimeline.transform((timeline) => [timeline]), z.array(MarkerTimeline)])
    .pipe(z.array(MarkerTimeline).min(1).max(MARKER_TIMELINES_MAX)),
});

/** `{home: {last_read_id}}`: the newest post seen in each timeline. */
export const MarkersBody = z
  .record(MarkerTimeline, z.strictObject({ last_read_id: Id }))
  .refine((markers) => {
    const count = Object.keys(markers).length;
    return count >= 1 && count <= MARKER_TIMELINES_MAX;
  }, `must name 1 to ${MARKER_TIMELINES_MAX} timelines`);

export const Marker = z.object({
  /** The newest post seen that the reader may still see. */
  last_read_id: Id,
  last_read_publish_date: Timestamp,
  updated_at: Timestamp,
  /** Visible posts newer than the marker, counted up to UNREAD_COUNT_CAP. */
  unread_count: z.number().int().min(0).max(UNREAD_COUNT_CAP),
});
/** The timelines asked for that have a marker; the others are absent. */
export const Markers = z.record(MarkerTimeline, Marker);

export type Marker = z.infer<typeof Marker>;
export type Markers = z.infer<typeof Markers>;
