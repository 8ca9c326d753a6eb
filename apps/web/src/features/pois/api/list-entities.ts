import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EntitySummary } from '@vigie/contract';
import { groupByLetter } from '../../../lib/alphabet.ts';
import { api } from '../../../lib/api-client.ts';
import { poiKeys } from './keys.ts';

const byName = (entities: EntitySummary[]) => groupByLetter(entities, ({ name }) => name);

/** Every entity matching the search (all of them when it is empty), in one answer. */
export const getEntitiesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: poiKeys.entities(search),
    queryFn: ({ signal }) => api('listEntities', { query: { search } }, signal),
    staleTime: 5 * 60_000,
  });

/** The matching entities by letter; the previous results stay shown while a new search loads. */
export const useEntities = (search: string) =>
  useQuery({ ...getEntitiesQueryOptions(search), select: byName, placeholderData: keepPreviousData });
