import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { FEED_STALE_MS, postKeys } from './keys.ts';

/** The ids of the posts the user bookmarked. */
export const getBookmarksQueryOptions = () =>
  queryOptions({
    queryKey: postKeys.bookmarks(),
    queryFn: ({ signal }) => api('listBookmarks', {}, signal),
    staleTime: FEED_STALE_MS,
  });

export const useBookmarks = () => useQuery(getBookmarksQueryOptions());

export function useIsBookmarked(postId: string): boolean {
  const { data } = useQuery({ ...getBookmarksQueryOptions(), select: (ids) => ids.includes(postId) });
  return data ?? false;
}
