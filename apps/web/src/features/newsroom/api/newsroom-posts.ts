import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsroomPost, RouteResult } from '@vigie/contract';
import { api } from '../../../lib/api-client.ts';
import { type NewsroomFilters, newsroomKeys } from './keys.ts';

export type NewsroomPage = RouteResult<'newsroomPosts'>;
export type NewsroomSummary = NewsroomPage['data'][number];

/**
 * docs/product.md §10.9.2: one page of every status, newest first, from `cursor`. The list renders a page
 * per cursor rather than an infinite query: the signed-in app's shared chunks then stay as they were.
 */
export const getNewsroomPostsQueryOptions = (filters: NewsroomFilters, cursor?: string) =>
  queryOptions({
    queryKey: [...newsroomKeys.list(filters), cursor ?? ''] as const,
    queryFn: ({ signal }): Promise<NewsroomPage> =>
      api('newsroomPosts', { query: { ...filters, cursor } }, signal),
  });

export const useNewsroomPosts = (filters: NewsroomFilters, cursor?: string) =>
  useQuery(getNewsroomPostsQueryOptions(filters, cursor));

export const getNewsroomPostQueryOptions = (id: string) =>
  queryOptions({
    queryKey: newsroomKeys.detail(id),
    queryFn: ({ signal }): Promise<NewsroomPost> => api('newsroomPost', { params: { id } }, signal),
  });

export const useNewsroomPost = (id: string | undefined) =>
  useQuery({ ...getNewsroomPostQueryOptions(id ?? ''), enabled: id !== undefined });
