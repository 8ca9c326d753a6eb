import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Contact, Entity, ItemType, Theme } from '@vigie/contract';
import { api } from '../../../lib/api-client.ts';
import { poiKeys } from './keys.ts';

/** One item's full answer, tagged with its type so screens can narrow on it. */
export type ItemDetail =
  | { type: 'contact'; item: Contact }
  | { type: 'entity'; item: Entity }
  | { type: 'theme'; item: Theme };

async function fetchItem(type: ItemType, id: string, signal: AbortSignal): Promise<ItemDetail> {
  const params = { id };
  if (type === 'contact') return { type, item: await api('getContact', { params }, signal) };
  if (type === 'entity') return { type, item: await api('getEntity', { params }, signal) };
  return { type, item: await api('getTheme', { params }, signal) };
}

/** A contact, entity or theme with its links, counts and stance grid; 404 when the viewer may not see it. */
export const itemQueryOptions = (type: ItemType, id: string) =>
  queryOptions({
    queryKey: poiKeys.detail(type, id),
    queryFn: ({ signal }) => fetchItem(type, id, signal),
  });

export const useItem = (type: ItemType, id: string) => useQuery(itemQueryOptions(type, id));
