import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { poiKeys } from './keys.ts';

/** The three levels of themes the user may see; confidential ones only with confidential access. */
export const getThemeTreeQueryOptions = () =>
  queryOptions({
    queryKey: poiKeys.themeTree(),
    queryFn: ({ signal }) => api('themeTree', {}, signal),
    staleTime: 5 * 60_000,
  });

export const useThemeTree = () => useQuery(getThemeTreeQueryOptions());
