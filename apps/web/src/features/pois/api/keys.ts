import type { ItemType } from '@vigie/contract';
import type { FocusType } from '../focus-edits.ts';

/** Query keys of contacts, entities, themes and the user's focus lists; `poiKeys.all` covers them all. */
export const poiKeys = {
  all: ['pois'] as const,
  contacts: (search: string) => [...poiKeys.all, 'contacts', search] as const,
  entities: (search: string) => [...poiKeys.all, 'entities', search] as const,
  themeTree: () => [...poiKeys.all, 'themes', 'tree'] as const,
  detail: (type: ItemType, id: string) => [...poiKeys.all, 'detail', type, id] as const,
  focusLists: () => [...poiKeys.all, 'focus'] as const,
  focusList: (type: FocusType) => [...poiKeys.focusLists(), type] as const,
  suggestions: () => [...poiKeys.all, 'suggestions'] as const,
};
