import { type QueryFunctionContext, useQuery } from '@tanstack/react-query';
import type { ThemeTree } from '@vigie/contract';
import { api } from '../../../lib/api-client.ts';
import { newsroomKeys } from './keys.ts';

export type CitedList = 'contacts' | 'entities' | 'themes';
export interface CitableItem {
  id: string;
  label: string;
}

const byLabel = (items: CitableItem[]) => items.sort((a, b) => a.label.localeCompare(b.label));

/** Every theme under its path (Énergie › Nucléaire), so that two sub-themes of one name differ. */
function flatten(nodes: ThemeTree, path: string[] = []): CitableItem[] {
  return nodes.flatMap((node) => {
    const label = [...path, node.item];
    const children = 'children' in node ? (node.children as ThemeTree) : [];
    return [{ id: node.id, label: label.join(' › ') }, ...flatten(children, label)];
  });
}

const LOAD: Record<CitedList, (context: QueryFunctionContext) => Promise<CitableItem[]>> = {
  contacts: async ({ signal }) =>
    byLabel(
      (await api('listContacts', { query: {} }, signal)).map((c) => ({
        id: c.id,
        label: `${c.firstname} ${c.lastname}`,
      })),
    ),
  entities: async ({ signal }) =>
    byLabel((await api('listEntities', { query: {} }, signal)).map((e) => ({ id: e.id, label: e.name }))),
  // The server answers only the themes the editor may see: restricted ones are never offered without access.
  themes: async ({ signal }) => flatten(await api('themeTree', {}, signal)),
};

/** What a post may cite, as the directory lists it for the signed-in editor (docs/product.md §2.19). */
export function useCitable(list: CitedList): CitableItem[] {
  const query = useQuery({
    queryKey: [...newsroomKeys.all, 'citable', list],
    queryFn: LOAD[list],
    staleTime: 5 * 60_000,
  });
  return query.data ?? [];
}
