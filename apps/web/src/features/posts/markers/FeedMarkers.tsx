import type { PostCard } from '@vigie/contract';
import { useT } from '../../../lib/i18n.ts';
import styles from '../components/PostList.module.css';
import { type HomeTimeline, isNewer, placeOf } from './marker-state.ts';
import { markRead, usePendingMarkers } from './pending.ts';
import { unreadCount, useMarkers } from './use-markers.ts';

/**
 * Where "Nouveau depuis votre dernière visite" goes: above the first post the reader had seen when the
 * markers were last fetched, provided a newer one is above it; -1 otherwise.
 */
export function useDividerIndex(posts: readonly PostCard[], timeline: HomeTimeline | undefined): number {
  const state = useMarkers();
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
export function MarkAllRead({ timeline, posts }: { timeline: HomeTimeline; posts: readonly PostCard[] }) {
  const t = useT();
  const state = useMarkers();
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
