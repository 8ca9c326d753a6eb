import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { type FetchFeedPage, feedQueryOptions } from './feed-query.ts';
import { postKeys } from './keys.ts';

export const fetchNormalFeedPage: FetchFeedPage = (cursor, signal) =>
  api('normalFeed', { query: { cursor } }, signal);

/** 'Derniers Contenus': every post the user may read, newest first. */
export const getNormalFeedQueryOptions = (fetchPage = fetchNormalFeedPage) =>
  feedQueryOptions(postKeys.feed('normal'), fetchPage);

export const useNormalFeed = () => useInfiniteQuery(getNormalFeedQueryOptions());
