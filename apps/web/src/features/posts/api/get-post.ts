import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { FEED_STALE_MS, postKeys } from './keys.ts';

/** One post with its description, attachments and comments. */
export const getPostQueryOptions = (id: string) =>
  queryOptions({
    queryKey: postKeys.detail(id),
    queryFn: ({ signal }) => api('getPost', { params: { id } }, signal),
    staleTime: FEED_STALE_MS,
  });

export const usePost = (id: string) => useQuery(getPostQueryOptions(id));
