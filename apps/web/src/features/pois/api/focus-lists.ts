import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PostType } from '@vigie/contract';
import { api } from '../../../lib/api-client.ts';
import {
  FOCUS_KINDS,
  type FocusChange,
  type FocusKind,
  type FocusSettings,
  type FocusType,
} from '../focus-edits.ts';
import { poiKeys } from './keys.ts';

/** One followed item, whatever its type: its settings under the item's own id, and what a row shows. */
export interface FocusItem extends FocusSettings {
  name: string;
  img: string | null;
  confidential: boolean;
  /** A saved search's post type; null for all types. */
  postType?: PostType | null;
}

async function fetchFocusList(type: FocusType, signal: AbortSignal): Promise<FocusItem[]> {
  if (type === 'search')
    return (await api('savedSearches', {}, signal)).map(({ query, type: postType, ...setting }) => ({
      ...setting,
      name: query,
      img: null,
      confidential: false,
      postType,
    }));
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
export const focusListQueryOptions = (type: FocusType) =>
  queryOptions({
    queryKey: poiKeys.focusList(type),
    queryFn: ({ signal }) => fetchFocusList(type, signal),
    refetchOnMount: 'always',
  });

export const useFocusList = (type: FocusType) => useQuery(focusListQueryOptions(type));

export const SET_ROUTES = {
  contact: { focus: 'setFocusContact', notify: 'setNotifyContact' },
  entity: { focus: 'setFocusEntity', notify: 'setNotifyEntity' },
  theme: { focus: 'setFocusTheme', notify: 'setNotifyTheme' },
  search: { focus: 'setFocusSavedSearch', notify: 'setNotifySavedSearch' },
} as const;

/** One request per change, one after the other: focus changes first, then notification changes. */
export async function applyFocusChanges(
  type: FocusType,
  changes: Record<FocusKind, readonly FocusChange[]>,
): Promise<void> {
  for (const kind of FOCUS_KINDS) {
    for (const params of changes[kind]) await api(SET_ROUTES[type][kind], { params });
  }
}
