/** Query keys of everything about posts; `postKeys.all` covers every feed, post and bookmark list. */
export const postKeys = {
  all: ['posts'] as const,
  feeds: () => [...postKeys.all, 'feed'] as const,
  feed: (kind: 'normal' | 'focus' | 'author' | 'search' | 'custom' | 'trend', argument = '') =>
    [...postKeys.feeds(), kind, argument] as const,
  detail: (id: string) => [...postKeys.all, 'detail', id] as const,
  bookmarks: () => [...postKeys.all, 'bookmarks'] as const,
};

/** How long a post page or list stays fresh before a background refetch. */
export const FEED_STALE_MS = 30_000;
