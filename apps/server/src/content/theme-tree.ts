export const MAX_THEME_LEVEL = 3;

export interface ThemeLink {
  parent_id: string | null;
  confidential: boolean;
}

export interface ThemePlacement {
  level: number;
  root_id: string;
  /** Confidential itself or under a confidential ancestor. */
  restricted: boolean;
}

/** Whether a theme keeps its stored place: `stored` is undefined for a theme not stored yet. */
export const samePlacement = (stored: ThemePlacement | undefined, placed: ThemePlacement): boolean =>
  stored?.level === placed.level &&
  stored.root_id === placed.root_id &&
  stored.restricted === placed.restricted;

/** A tree rule broken at `chain[0]`; `chain` goes from that theme up through its ancestors. */
export class ThemeTreeProblem extends Error {
  constructor(
    readonly chain: string[],
    readonly problem: 'cycle' | 'depth',
  ) {
    super(`theme tree ${problem} at ${chain[0]}`);
  }
}

/** Works out every theme's level, root and restriction; throws a ThemeTreeProblem on a cycle or depth > 3. */
export function placeThemes(themes: ReadonlyMap<string, ThemeLink>): Map<string, ThemePlacement> {
  const placed = new Map<string, ThemePlacement>();
  const place = (id: string, descendants: string[]): ThemePlacement => {
    const known = placed.get(id);
    if (known) return known;
    const theme = themes.get(id);
    if (!theme) throw new Error(`theme ${id} is not in the tree`);
    if (descendants.includes(id))
      throw new ThemeTreeProblem([id, ...descendants.slice(0, descendants.indexOf(id)).reverse()], 'cycle');
    const parent = theme.parent_id === null ? undefined : place(theme.parent_id, [id, ...descendants]);
    const placement: ThemePlacement = parent
      ? {
          level: parent.level + 1,
          root_id: parent.root_id,
          restricted: theme.confidential || parent.restricted,
        }
      : { level: 1, root_id: id, restricted: theme.confidential };
    if (placement.level > MAX_THEME_LEVEL) throw new ThemeTreeProblem(ancestry(themes, id), 'depth');
    placed.set(id, placement);
    return placement;
  };
  for (const id of themes.keys()) place(id, []);
  return placed;
}

function ancestry(themes: ReadonlyMap<string, ThemeLink>, id: string): string[] {
  const chain = [id];
  for (let parent = themes.get(id)?.parent_id; parent; parent = themes.get(parent)?.parent_id)
    chain.push(parent);
  return chain;
}
