import { useInfiniteQuery } from '@tanstack/react-query';
import type { ItemType } from '@vigie/contract';
import { api } from '../../../lib/api-client.ts';
import type { PublicationDays } from '../../../lib/store.ts';
import { feedQueryOptions } from './feed-query.ts';
import { postKeys } from './keys.ts';

/** A trending item's posts over a trends period; each page carries the item's name and count over it. */
export function getTrendFeedQueryOptions(type: ItemType, id: string, days: PublicationDays) {
  return feedQueryOptions(postKeys.feed('trend', `${type}/${id}/${days}`), (cursor, signal) =>
    api('trendFeed', { params: { type, id }, query: { days: `${days}`, cursor } }, signal),
  );
}

export const useTrendFeed = (type: ItemType, id: string, days: PublicationDays) =>
  useInfiniteQuery(getTrendFeedQueryOptions(type, id, days));
