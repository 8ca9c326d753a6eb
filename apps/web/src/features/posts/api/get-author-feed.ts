import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { feedQueryOptions } from './feed-query.ts';
import { postKeys } from './keys.ts';

/** The posts one user wrote, shown on their profile. */
export const getAuthorFeedQueryOptions = (author: string) =>
  feedQueryOptions(postKeys.feed('author', author), (cursor, signal) =>
    api('authorFeed', { query: { author, cursor } }, signal),
  );

export const useAuthorFeed = (author: string) => useInfiniteQuery(getAuthorFeedQueryOptions(author));
