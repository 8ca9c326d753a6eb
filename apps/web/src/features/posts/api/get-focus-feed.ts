import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { feedQueryOptions } from './feed-query.ts';
import { postKeys } from './keys.ts';

/** 'Mes focus': posts citing a contact, entity or theme the user focuses. */
export const getFocusFeedQueryOptions = () =>
  feedQueryOptions(postKeys.feed('focus'), (cursor, signal) =>
    api('focusFeed', { query: { cursor } }, signal),
  );

/** `enabled: false` holds the request back, still showing the posts already loaded. */
export const useFocusFeed = (enabled: boolean) =>
  useInfiniteQuery({ ...getFocusFeedQueryOptions(), enabled });
