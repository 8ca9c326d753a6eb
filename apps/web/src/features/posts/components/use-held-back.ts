import type { PostCard } from '@vigie/contract';
import { useMemo, useState } from 'react';

/**
 * Posts arriving above those shown wait for the reader, so a refetch never moves the cards under their
 * eyes: `shown` starts at the post that was on top, `held` counts the newer ones, `showHeld` lets them in.
 */
export function useHeldBack(posts: PostCard[]) {
  const [top, setTop] = useState<string | undefined>();
  const first = posts[0]?.id;
  const index = top === undefined ? -1 : posts.findIndex((post) => post.id === top);
  // The first posts shown set the top, and so does a top that left the feed (retracted).
  if (first !== undefined && index === -1 && top !== first) setTop(first);
  const held = Math.max(index, 0);
  const shown = useMemo(() => (held > 0 ? posts.slice(held) : posts), [posts, held]);
  return { shown, held, showHeld: () => setTop(first) };
}
