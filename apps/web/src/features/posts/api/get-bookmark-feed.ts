import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { feedQueryOptions } from './feed-query.ts';
import { postKeys } from './keys.ts';

/** The bookmarked posts, most recently bookmarked first, a page at a time. */
export const getBookmarkFeedQueryOptions = () =>
  feedQueryOptions(postKeys.bookmarkFeed(), (cursor, signal) =>
    api('bookmarkFeed', { query: { cursor } }, signal),
  );

export const useBookmarkFeed = () => useInfiniteQuery(getBookmarkFeedQueryOptions());
