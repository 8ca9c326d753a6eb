import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Markers, PostCard } from '@vigie/contract';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { HOME_TIMELINES, type HomeTimeline, isNewer, type MarkerState, placeOf } from './marker-state.ts';
import { type Pending, receiveMarkerAnswers, sendMarkers, usePendingMarkers } from './pending.ts';

export const markerKeys = { home: ['markers', 'home'] as const };

/** Home's read markers, asked again whenever the window comes back, so that devices agree at once. */
export const markersQueryOptions = () =>
  queryOptions({
    queryKey: markerKeys.home,
    queryFn: async ({ signal }): Promise<MarkerState> => {
      await sendMarkers();
      const markers = await api('markers', { query: { 'timeline[]': HOME_TIMELINES } }, signal);
      return { markers, baseline: markers };
    },
    refetchOnWindowFocus: 'always',
  });

// An answer to the markers this device sent moves the markers, not the divider's baseline.
receiveMarkerAnswers((answer: Markers) =>
  queryClient.setQueryData<MarkerState>(markerKeys.home, (state) =>
    state ? { ...state, markers: { ...state.markers, ...answer } } : state,
  ),
);

export function useMarkers() {
  const client = useQueryClient();
  useEffect(() => {
    // TanStack Query refetches on visibility; a window regaining focus beside another counts too.
    const refetch = () => void client.refetchQueries({ queryKey: markerKeys.home });
    window.addEventListener('focus', refetch);
    return () => window.removeEventListener('focus', refetch);
  }, [client]);
  return useQuery(markersQueryOptions()).data;
}

/**
 * A timeline's unread count: the server's, unless this device read further than the server knows
 * (offline, or not yet sent); then the loaded posts newer than its own marker.
 */
export function unreadCount(
  state: MarkerState | undefined,
  pending: Pending,
  timeline: HomeTimeline,
  posts: readonly PostCard[],
): number | undefined {
  const marker = state?.markers[timeline];
  const local = pending[timeline];
  if (local && isNewer(local, placeOf(marker))) return posts.filter((post) => isNewer(post, local)).length;
  return marker?.unread_count;
}

/** Home's unread counts, as the server and this device know them. */
export function useUnreadCounts(posts: Record<HomeTimeline, readonly PostCard[]>) {
  const state = useMarkers();
  const pending = usePendingMarkers();
  return {
    state,
    home: unreadCount(state, pending, 'home', posts.home),
    focus: unreadCount(state, pending, 'focus', posts.focus),
  };
}
