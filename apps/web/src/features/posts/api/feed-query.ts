import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import type { PostCard, RouteResult } from '@vigie/contract';
import { FEED_STALE_MS } from './keys.ts';

export type FeedPage = RouteResult<'normalFeed'>;
export type FetchFeedPage<P extends FeedPage = FeedPage> = (
  cursor: string | undefined,
  signal: AbortSignal,
) => Promise<P>;

/** A cursor-paged feed: the next page starts at the last cursor, and `cursor: false` ends it. */
export function feedQueryOptions<K extends QueryKey, P extends FeedPage = FeedPage>(
  queryKey: K,
  fetchPage: FetchFeedPage<P>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: P) => (last.cursor === false ? undefined : last.cursor),
    staleTime: FEED_STALE_MS,
  });
}

/** The pages as one list, each post once even when a page repeats an earlier one's posts. */
export function mergePages(pages: readonly FeedPage[]): PostCard[] {
  const seen = new Set<string>();
  const posts: PostCard[] = [];
  for (const page of pages)
    for (const post of page.data) {
      if (seen.has(post.id)) continue;
      seen.add(post.id);
      posts.push(post);
    }
  return posts;
}
