import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ItemType } from '@vigie/contract';
import { useMemo } from 'react';
import { api } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { showNotice } from '../../../lib/notices.ts';
import { currentFlag, type FocusKind } from '../focus-edits.ts';
import { type FocusItem, focusListQueryOptions, SET_ROUTES } from './focus-lists.ts';

/** What a row of MyFocus shows of an item, should a toggle add it to the list. */
export type FollowedItem = Omit<FocusItem, 'focus_enabled' | 'notification_enabled'>;

interface FollowChange {
  item: FollowedItem;
  kind: FocusKind;
  on: boolean;
}

const FLAG_FIELD = { focus: 'focus_enabled', notify: 'notification_enabled' } as const;

function apply(list: FocusItem[] | undefined, { item, kind, on }: FollowChange): FocusItem[] {
  const items = list ?? [];
  const known = items.find((entry) => entry.id === item.id);
  const changed: FocusItem = {
    focus_enabled: false,
    notification_enabled: false,
    ...(known ?? { id: item.id, name: item.name, img: item.img, confidential: item.confidential }),
    [FLAG_FIELD[kind]]: on,
  };
  return known ? items.map((entry) => (entry === known ? changed : entry)) : [...items, changed];
}

/**
 * The user's focus list as the lists' rows and toggles read it: they share one fetch, and mounting a
 * row does not fetch again (MyFocus does, on each opening).
 */
const useSharedFocusList = (type: ItemType, enabled = true) =>
  useQuery({ ...focusListQueryOptions(type), refetchOnMount: false, enabled }).data;

/** An item's focus and notification flags, once the focus list has come. */
export function useFollowFlags(type: ItemType, id: string): Record<FocusKind, boolean> | undefined {
  const list = useSharedFocusList(type);
  if (!list) return undefined;
  const item = list.find((entry) => entry.id === id);
  return {
    focus: item ? currentFlag(item, 'focus') : false,
    notify: item ? currentFlag(item, 'notify') : false,
  };
}

/** The ids of the items of one type the user focuses or is notified about, once the list has come; fetched only when `enabled`. */
export function useActiveIds(type: ItemType, enabled: boolean): ReadonlySet<string> | undefined {
  const list = useSharedFocusList(type, enabled);
  return useMemo(
    () =>
      list &&
      new Set(list.filter((item) => item.focus_enabled || item.notification_enabled).map((item) => item.id)),
    [list],
  );
}

/**
 * Off → on sends 'set', on → off 'unset'; the toggle moves at once and moves back if the server refuses
 * (docs/product.md §4.8).
 */
export function useSetFollowFlag(type: ItemType) {
  const queryClient = useQueryClient();
  const t = useT();
  const { queryKey } = focusListQueryOptions(type);
  return useMutation({
    mutationFn: ({ item, kind, on }: FollowChange) =>
      api(SET_ROUTES[type][kind], { params: { id: item.id, flag: on ? 'set' : 'unset' } }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (list) => apply(list, change));
      return { previous };
    },
    onError: (_error, change, context) => {
      queryClient.setQueryData(
        queryKey,
        (list) => context?.previous ?? apply(list, { ...change, on: !change.on }),
      );
      showNotice(t('focus.failed', { name: change.item.name }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
