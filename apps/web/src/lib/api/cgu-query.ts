import { queryOptions, useQuery } from '@tanstack/react-query';
import { configKeys } from './config-keys.ts';
import { getCgu } from './get-cgu.ts';

export const cguQueryOptions = () =>
  queryOptions({
    queryKey: configKeys.value('cgu'),
    queryFn: ({ signal }) => getCgu(signal),
    staleTime: 300_000,
  });

/** For the signed-in screens, which share the query cache. */
export const useCgu = () => useQuery(cguQueryOptions());
