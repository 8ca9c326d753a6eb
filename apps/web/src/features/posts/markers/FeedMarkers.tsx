import type { MarkerTimeline, PostCard } from '@vigie/contract';
import { useState } from 'react';
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

/**
 * "Tout marquer comme lu": the marker moves to the newest post at once, while unread posts remain. Once
 * shown, it keeps its place when nothing is left unread, tapped or read at the top of the list, as "Tout
 * est lu": the cards under the reader's eyes do not move up, and the focus stays where it was.
 */
export function MarkAllRead({ timeline, posts }: { timeline: MarkerTimeline; posts: readonly PostCard[] }) {
  const t = useT();
  const state = useMarkers(timeline);
  const pending = usePendingMarkers();
  const [shown, setShown] = useState(false);
  const newest = posts[0];
  const allRead = unreadCount(state, pending, timeline, posts) === 0;
  if (!state || !newest || (allRead && !shown)) return null;
  if (!shown) setShown(true);
  return (
    <button
      type="button"
      className={styles.markAll}
      aria-disabled={allRead || undefined}
      onClick={allRead ? undefined : () => markRead(timeline, newest, true)}
    >
      {t(allRead ? 'markers.allRead' : 'markers.markAllRead')}
    </button>
  );
}
