import { useQuery } from '@tanstack/react-query';
import type { MarkerTimeline, PostCard } from '@vigie/contract';
import { useEffect, useMemo } from 'react';
import { isNewer, placeOf } from '../../../lib/markers/marker-state.ts';
import { markRead } from '../../../lib/markers/pending.ts';
import { useScrollRoot } from '../../../ui/scroll-root.ts';
import { markersQueryOptions } from './use-markers.ts';

/** docs/product.md §9: a post is seen once this much of it has been on screen this long. */
export const SEEN_RATIO = 0.5;
export const SEEN_AFTER_MS = 1_000;

/**
 * Marks the feed's posts read as the reader sees them (docs/product.md §10.16): one observer for the cards
 * newer than the marker, the only ones that can move it (none once the newest is read, so a long feed
 * scrolls unobserved), and a timer per card on screen.
 */
export function useSeenPosts(
  list: HTMLElement | null,
  posts: PostCard[],
  timeline: MarkerTimeline | undefined,
) {
  const root = useScrollRoot();
  const state = useQuery({ ...markersQueryOptions(timeline ?? 'home'), enabled: false }).data;
  const marker = timeline ? state?.markers[timeline] : undefined;
  const unread = useMemo(() => {
    const place = placeOf(marker);
    return posts.filter((post) => isNewer(post, place));
  }, [posts, marker]);

  useEffect(() => {
    if (!list || !timeline || unread.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const postOf = new Map(unread.map((post) => [post.id, post]));
    const timers = new Map<Element, ReturnType<typeof setTimeout>>();
    const seen = (card: Element) => {
      timers.delete(card);
      const post = postOf.get(card.getAttribute('data-post') ?? '');
      if (post) markRead(timeline, post);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const { target, intersectionRatio } of entries) {
          if (intersectionRatio >= SEEN_RATIO) {
            if (!timers.has(target))
              timers.set(
                target,
                setTimeout(() => seen(target), SEEN_AFTER_MS),
              );
          } else {
            clearTimeout(timers.get(target));
            timers.delete(target);
          }
        }
      },
      { root, threshold: SEEN_RATIO },
    );
    for (const card of list.querySelectorAll(':scope > article[data-post]'))
      if (postOf.has(card.getAttribute('data-post') ?? '')) observer.observe(card);
    return () => {
      observer.disconnect();
      for (const timer of timers.values()) clearTimeout(timer);
    };
  }, [list, root, timeline, unread]);
}
