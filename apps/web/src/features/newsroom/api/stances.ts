import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SetStanceBody, StanceCell, StanceGrid, StanceItemType } from '@vigie/contract';
import { api } from '../../../lib/api-client.ts';
import { fold } from '../../../lib/fold.ts';

export interface StanceItem {
  type: StanceItemType;
  id: string;
  name: string;
  /** Folded, for searching as users type. */
  key: string;
}

export interface ThemeOption {
  id: string;
  label: string;
  level: number;
}

const stanceKeys = {
  all: ['newsroom', 'stances'] as const,
  items: () => [...stanceKeys.all, 'items'] as const,
  themes: () => [...stanceKeys.all, 'themes'] as const,
  grid: (type: StanceItemType, id: string) => [...stanceKeys.all, 'grid', type, id] as const,
  posts: (query: string) => [...stanceKeys.all, 'posts', query] as const,
};

/** Every contact and entity, one list by name, searched on the device (docs/product.md §2.19). */
export const useStanceItems = () =>
  useQuery({
    queryKey: stanceKeys.items(),
    queryFn: async ({ signal }): Promise<StanceItem[]> => {
      const [contacts, entities] = await Promise.all([
        api('listContacts', { query: {} }, signal),
        api('listEntities', { query: {} }, signal),
      ]);
      const items = [
        ...contacts.map(({ id, firstname, lastname }) => ({
          type: 'contact' as const,
          id,
          name: `${firstname} ${lastname}`,
        })),
        ...entities.map(({ id, name }) => ({ type: 'entity' as const, id, name })),
      ];
      return items
        .map((item) => ({ ...item, key: fold(item.name) }))
        .sort((a, b) => a.key.localeCompare(b.key));
    },
  });

interface TreeNode {
  id: string;
  item: string;
  level: number;
  children?: TreeNode[];
}

/** The themes the editor may see, roots first, each followed by its sub-themes. */
const flatten = (tree: TreeNode[]): ThemeOption[] =>
  tree.flatMap(({ id, item, level, children = [] }) => [{ id, label: item, level }, ...flatten(children)]);

export const useThemeOptions = () =>
  useQuery({
    queryKey: stanceKeys.themes(),
    queryFn: async ({ signal }) => flatten(await api('themeTree', {}, signal)),
  });

export const useStanceGrid = (type: StanceItemType, id: string) =>
  useQuery({
    queryKey: stanceKeys.grid(type, id),
    queryFn: ({ signal }): Promise<StanceGrid> =>
      api('stanceGrid', { query: { item_type: type, item_id: id } }, signal),
  });

/** Posts readers may read, searched as readers search, to justify a change. */
export const usePostMatches = (query: string) =>
  useQuery({
    queryKey: stanceKeys.posts(query),
    queryFn: ({ signal }) => api('searchPosts', { query: { query } }, signal),
    enabled: query !== '',
    placeholderData: keepPreviousData,
  });

/** Saves a stance, then shows the item's grid and readers' screens as they now stand. */
export function useSetStance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SetStanceBody): Promise<StanceCell> => api('setStance', { body }),
    onSuccess: (_cell, body) => {
      void client.invalidateQueries({ queryKey: stanceKeys.grid(body.item_type, body.item_id) });
      // The readers' item and theme screens (features/pois keys) show stances too.
      void client.invalidateQueries({ queryKey: ['pois'] });
    },
  });
}
