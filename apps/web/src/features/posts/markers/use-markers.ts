import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Markers, MarkerTimeline, PostCard } from '@vigie/contract';
import { useEffect } from 'react';
import {
  HOME_TIMELINES,
  type HomeTimeline,
  isNewer,
  type MarkerState,
  placeOf,
} from '../../../lib/markers/marker-state.ts';
import {
  fetchMarkers,
  type Pending,
  receiveMarkerAnswers,
  usePendingMarkers,
} from '../../../lib/markers/pending.ts';
import { queryClient } from '../../../lib/query-client.ts';

const timelinesOf = (timeline: MarkerTimeline) =>
  timeline === 'home' || timeline === 'focus' ? HOME_TIMELINES : [timeline];

export const markerKeys = {
  all: ['markers'] as const,
  of: (timeline: MarkerTimeline) => [...markerKeys.all, ...timelinesOf(timeline)] as const,
};

/**
 * A timeline's read markers, asked again whenever the window comes back, so that devices agree at once.
 * `fetch` answers the first time instead of `fetchMarkers` (Home's early request).
 */
export const markersQueryOptions = (timeline: MarkerTimeline, fetch = fetchMarkers) =>
  queryOptions({
    queryKey: markerKeys.of(timeline),
    queryFn: async ({ signal }): Promise<MarkerState> => {
      const markers = await fetch(timelinesOf(timeline), signal);
      return { markers, baseline: markers };
    },
    refetchOnWindowFocus: 'always',
  });

// An answer to the markers this device sent moves the markers of the queries asking for them, not the
// divider's baseline.
receiveMarkerAnswers((answer: Markers) => {
  for (const [key, state] of queryClient.getQueriesData<MarkerState>({ queryKey: markerKeys.all })) {
    const asked = key.slice(1) as MarkerTimeline[];
    const moved = Object.entries(answer).filter(([timeline]) => asked.includes(timeline));
    if (state && moved.length > 0)
      queryClient.setQueryData(key, {
        ...state,
        markers: { ...state.markers, ...Object.fromEntries(moved) },
      });
  }
});

export function useMarkers(timeline: MarkerTimeline | undefined) {
  const client = useQueryClient();
  useEffect(() => {
    if (!timeline) return;
    // TanStack Query refetches on visibility; a window regaining focus beside another counts too.
    const refetch = () => void client.refetchQueries({ queryKey: markerKeys.of(timeline) });
    window.addEventListener('focus', refetch);
    return () => window.removeEventListener('focus', refetch);
  }, [client, timeline]);
  const state = useQuery({
    ...markersQueryOptions(timeline ?? 'home'),
    enabled: timeline !== undefined,
  }).data;
  return timeline ? state : undefined;
}

/**
 * A timeline's unread count: the server's, unless this device read further than the server knows
 * (offline, or not yet sent); then the loaded posts newer than its own marker.
 */
export function unreadCount(
  state: MarkerState | undefined,
  pending: Pending,
  timeline: MarkerTimeline,
  posts: readonly PostCard[],
): number | undefined {
  const marker = state?.markers[timeline];
  const local = pending[timeline];
  if (local && isNewer(local, placeOf(marker))) return posts.filter((post) => isNewer(post, local)).length;
  return marker?.unread_count;
}

/** Home's unread counts, as the server and this device know them. */
export function useUnreadCounts(posts: Record<HomeTimeline, readonly PostCard[]>) {
  const state = useMarkers('home');
  const pending = usePendingMarkers();
  return {
    state,
    home: unreadCount(state, pending, 'home', posts.home),
    focus: unreadCount(state, pending, 'focus', posts.focus),
  };
}
