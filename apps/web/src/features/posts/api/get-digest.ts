import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { postKeys } from './keys.ts';

/** The day's focus posts by followed item; fetched again each time the Digest opens. */
const digestQueryOptions = queryOptions({
  queryKey: [...postKeys.all, 'digest'] as const,
  queryFn: ({ signal }) => api('digest', {}, signal),
  refetchOnMount: 'always',
});

export const useDigest = () => useQuery(digestQueryOptions);
