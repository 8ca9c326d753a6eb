import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { feedQueryOptions } from './feed-query.ts';
import { postKeys } from './keys.ts';

/** 'Derniers Contenus': every post the user may read, newest first. */
export const getNormalFeedQueryOptions = () =>
  feedQueryOptions(postKeys.feed('normal'), (cursor, signal) =>
    api('normalFeed', { query: { cursor } }, signal),
  );

export const useNormalFeed = () => useInfiniteQuery(getNormalFeedQueryOptions());
