import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { userKeys } from './get-user.ts';

/** Every colleague, for the mention and share pickers. */
export const listUsers = (signal?: AbortSignal) => api('listUsers', {}, signal);

export const getUsersQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.lists(),
    queryFn: ({ signal }) => listUsers(signal),
    staleTime: 5 * 60_000,
  });

export const useUsers = () => useQuery(getUsersQueryOptions());
