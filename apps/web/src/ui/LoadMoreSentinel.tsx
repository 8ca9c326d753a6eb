import { useEffect, useRef } from 'react';
import { useScrollRoot } from './scroll-root.ts';

/**
 * Calls `onVisible` when the end of a list comes within one screen length (docs/product.md §4.10),
 * relative to the list's own scroll root inside swipe tabs, else the page.
 */
export function LoadMoreSentinel({ onVisible, enabled }: { onVisible: () => void; enabled: boolean }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const root = useScrollRoot();
  const callback = useRef(onVisible);
  callback.current = onVisible;

  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { root, rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, root]);

  return <div ref={sentinel} aria-hidden="true" />;
}
