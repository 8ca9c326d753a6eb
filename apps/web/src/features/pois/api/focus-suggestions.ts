import { useQueries, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { FocusType } from '../focus-edits.ts';
import { focusListQueryOptions } from './focus-lists.ts';
import { poiKeys } from './keys.ts';

const FOCUS_TYPES: readonly FocusType[] = ['contact', 'entity', 'theme', 'search'];

/** Items to follow for a reader whose focus is empty (docs/product.md §2.11.1). */
export const useFocusSuggestions = (enabled: boolean) =>
  useQuery({
    queryKey: poiKeys.suggestions(),
    queryFn: ({ signal }) => api('focusSuggestions', {}, signal),
    enabled,
  });

/** Whether the reader focuses or is notified about nothing at all; undefined until every list has come. */
export function useFocusIsEmpty(): boolean | undefined {
  return useQueries({
    queries: FOCUS_TYPES.map((type) => ({ ...focusListQueryOptions(type), refetchOnMount: false })),
    combine: (lists) =>
      lists.every((list) => list.data)
        ? lists.every((list) => list.data?.every((item) => !item.focus_enabled && !item.notification_enabled))
        : undefined,
  });
}
