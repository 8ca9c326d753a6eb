import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@vigie/contract';
import { api } from '../api-client.ts';

/** Query keys of the colleagues; the profile edit refreshes the signed-in user's entry. */
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  detail: (id: string) => [...userKeys.all, 'detail', id] as const,
};

export const getUser = (id: string, signal?: AbortSignal): Promise<User> =>
  api('getUser', { params: { id } }, signal);

export const getUserQueryOptions = (id: string) =>
  queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) => getUser(id, signal),
    staleTime: 60_000,
  });

export const useUser = (id: string) => useQuery(getUserQueryOptions(id));
