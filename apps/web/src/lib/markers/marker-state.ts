import type { Marker, Markers, MarkerTimeline } from '@vigie/contract';

/** Home's timelines (docs/product.md §2.7), read together; an item's briefing is read alone. */
export const HOME_TIMELINES = ['home', 'focus'] as const satisfies readonly MarkerTimeline[];
export type HomeTimeline = (typeof HOME_TIMELINES)[number];

/** A place in a feed: a post, by the feeds' (publish_date, id) order. */
export interface FeedPlace {
  id: string;
  publish_date: string;
}

/** Whether `a` comes after `b` in the feeds' order, newest first (docs/product.md §10.16). */
export function isNewer(a: FeedPlace, b: FeedPlace | undefined): boolean {
  if (!b) return true;
  const difference = Date.parse(a.publish_date) - Date.parse(b.publish_date);
  return difference > 0 || (difference === 0 && a.id > b.id);
}

export const placeOf = (marker: Marker | undefined): FeedPlace | undefined =>
  marker && { id: marker.last_read_id, publish_date: marker.last_read_publish_date };

/**
 * The markers as the server last answered (`markers`), and as they were when last fetched (`baseline`):
 * the divider stays where the reader's last visit ended while this visit moves the markers on.
 */
export interface MarkerState {
  markers: Markers;
  baseline: Markers;
}
