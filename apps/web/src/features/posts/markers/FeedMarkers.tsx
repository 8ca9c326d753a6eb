import type { MarkerTimeline, PostCard } from '@vigie/contract';
import { useT } from '../../../lib/i18n.ts';
import { isNewer, placeOf } from '../../../lib/markers/marker-state.ts';
import { markRead, usePendingMarkers } from '../../../lib/markers/pending.ts';
import styles from '../components/PostList.module.css';
import { unreadCount, useMarkers } from './use-markers.ts';

/**
 * Where "Nouveau depuis votre dernière visite" goes: above the first post the reader had seen when the
 * markers were last fetched, provided a newer one is above it; -1 otherwise.
 */
export function useDividerIndex(posts: readonly PostCard[], timeline: MarkerTimeline | undefined): number {
  const state = useMarkers(timeline);
  const baseline = timeline ? placeOf(state?.baseline[timeline]) : undefined;
  if (!baseline) return -1;
  const index = posts.findIndex((post) => !isNewer(post, baseline));
  return index > 0 ? index : -1;
}

export function NewSinceDivider() {
  const t = useT();
  return (
    <p className={styles.divider}>
      <span>{t('markers.newSince')}</span>
    </p>
  );
}

/** "Tout marquer comme lu": the marker moves to the newest post at once, while unread posts remain. */
export function MarkAllRead({ timeline, posts }: { timeline: MarkerTimeline; posts: readonly PostCard[] }) {
  const t = useT();
  const state = useMarkers(timeline);
  const pending = usePendingMarkers();
  const newest = posts[0];
  const unread = unreadCount(state, pending, timeline, posts);
  if (!state || !newest || unread === 0) return null;
  return (
    <button type="button" className={styles.markAll} onClick={() => markRead(timeline, newest, true)}>
      {t('markers.markAllRead')}
    </button>
  );
}
