import type { Db } from '../../db/connect.ts';
import { idIn } from '../../db/id-lists.ts';
import { visibleThemes } from '../access/confidentiality.ts';
import type { Viewer } from '../access/viewer.ts';

/** Those of `ids` naming a theme the viewer may see. */
export async function visibleThemeIds(db: Db, viewer: Viewer, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await visibleThemes(db, viewer).select('themes.id').where(idIn('themes.id', ids)).execute();
  return new Set(rows.map((row) => row.id));
}
