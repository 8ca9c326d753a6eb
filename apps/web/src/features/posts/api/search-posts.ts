import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { feedQueryOptions } from './feed-query.ts';
import { postKeys } from './keys.ts';

/** Explorer's Contenus: accent-insensitive search, the last word as a prefix. */
export const getSearchPostsQueryOptions = (query: string) =>
  feedQueryOptions(postKeys.feed('search', query), (cursor, signal) =>
    api('searchPosts', { query: { query, cursor } }, signal),
  );

export const useSearchPosts = (query: string) => useInfiniteQuery(getSearchPostsQueryOptions(query));
