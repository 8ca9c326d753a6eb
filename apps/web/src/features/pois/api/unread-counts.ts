import { skipToken, useQuery } from '@tanstack/react-query';
import type { ItemType } from '@vigie/contract';
import { fetchMarkers } from '../../../lib/markers/pending.ts';
import type { FocusType } from '../focus-edits.ts';
import type { FocusItem } from './focus-lists.ts';
import { poiKeys } from './keys.ts';

async function countsOf(type: ItemType, ids: readonly string[], signal: AbortSignal) {
  const markers = await fetchMarkers(
    ids.map((id) => `${type}:${id}` as const),
    signal,
  );
  return new Map(ids.map((id) => [id, markers[`${type}:${id}`]?.unread_count]));
}

/**
 * The unread count of each followed item of a list, by id, from the item's read marker (docs/product.md
 * §10.16); an item never read has none, and saved searches keep no marker. Asked again at each showing.
 */
export function useUnreadCounts(type: FocusType, items: readonly FocusItem[] | undefined) {
  const ids = (items ?? [])
    .filter((item) => item.focus_enabled || item.notification_enabled)
    .map((item) => item.id);
  return useQuery({
    queryKey: [...poiKeys.focusList(type), 'unread', ids] as const,
    queryFn: type === 'search' || ids.length === 0 ? skipToken : ({ signal }) => countsOf(type, ids, signal),
    refetchOnMount: 'always',
  }).data;
}
