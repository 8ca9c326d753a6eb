import { fold } from '../../lib/fold.ts';

/** A theme of the tree as GET /poi_theme/tree answers it, children nested. */
export interface ThemeNode {
  id: string;
  item: string;
  level: number;
  confidential: boolean;
  children: ThemeNode[];
}

/** Every theme in display order (each under its parent), for pickers. */
export const flattenThemes = (nodes: readonly ThemeNode[]): ThemeNode[] =>
  nodes.flatMap((node) => [node, ...flattenThemes(node.children)]);

/** The themes whose label matches, ignoring case and accents, with their ancestors to place them. */
export function filterTree(nodes: readonly ThemeNode[], search: string): ThemeNode[] {
  const term = fold(search.trim());
  if (!term) return [...nodes];
  return nodes.flatMap((node) => {
    const children = filterTree(node.children, search);
    return fold(node.item).includes(term) || children.length > 0 ? [{ ...node, children }] : [];
  });
}

/** The ids of a theme and of everything under it: where it cannot move. */
export function subtreeIds(nodes: readonly ThemeNode[], id: string): Set<string> {
  const node = flattenThemes(nodes).find((candidate) => candidate.id === id);
  return new Set(node ? flattenThemes([node]).map((each) => each.id) : []);
}
