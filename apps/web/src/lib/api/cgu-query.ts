import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCgu } from './get-cgu.ts';

export const cguQueryOptions = () =>
  queryOptions({
    queryKey: ['app_config', 'cgu'],
    queryFn: ({ signal }) => getCgu(signal),
    staleTime: 300_000,
  });

/** For the signed-in screens, which share the query cache. */
export const useCgu = () => useQuery(cguQueryOptions());
