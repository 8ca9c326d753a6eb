import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ItemType } from '@vigie/contract';
import { api } from '../../../lib/api-client.ts';
import { FOCUS_KINDS, type FocusChange, type FocusKind, type FocusSettings } from '../focus-edits.ts';
import { poiKeys } from './keys.ts';

/** One followed item, whatever its type: its settings under the item's own id, and what a row shows. */
export interface FocusItem extends FocusSettings {
  name: string;
  img: string | null;
  confidential: boolean;
}

async function fetchFocusList(type: ItemType, signal: AbortSignal): Promise<FocusItem[]> {
  if (type === 'contact')
    return (await api('focusContacts', {}, signal)).map(({ poi_contact: contact, ...setting }) => ({
      ...setting,
      id: contact.id,
      name: `${contact.firstname} ${contact.lastname}`,
      img: contact.img,
      confidential: false,
    }));
  if (type === 'entity')
    return (await api('focusEntities', {}, signal)).map(({ poi_entity: entity, ...setting }) => ({
      ...setting,
      id: entity.id,
      name: entity.name,
      img: entity.img,
      confidential: false,
    }));
  return (await api('focusThemes', {}, signal)).map(({ poi_theme: theme, ...setting }) => ({
    ...setting,
    id: theme.id,
    name: theme.item,
    img: null,
    confidential: theme.confidential,
  }));
}

/** The items of one type the user focuses or is notified about; fetched again each time MyFocus opens. */
export const focusListQueryOptions = (type: ItemType) =>
  queryOptions({
    queryKey: poiKeys.focusList(type),
    queryFn: ({ signal }) => fetchFocusList(type, signal),
    refetchOnMount: 'always',
  });

export const useFocusList = (type: ItemType) => useQuery(focusListQueryOptions(type));

export const SET_ROUTES = {
  contact: { focus: 'setFocusContact', notify: 'setNotifyContact' },
  entity: { focus: 'setFocusEntity', notify: 'setNotifyEntity' },
  theme: { focus: 'setFocusTheme', notify: 'setNotifyTheme' },
} as const;

/** One request per change, one after the other: focus changes first, then notification changes. */
export async function applyFocusChanges(
  type: ItemType,
  changes: Record<FocusKind, readonly FocusChange[]>,
): Promise<void> {
  for (const kind of FOCUS_KINDS) {
    for (const params of changes[kind]) await api(SET_ROUTES[type][kind], { params });
  }
}
