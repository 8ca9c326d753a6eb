import type { Db } from '../../db/connect.ts';
import { visibleThemes } from '../access/confidentiality.ts';
import type { Viewer } from '../access/viewer.ts';

const NODE_COLUMNS = [
  'themes.id',
  'themes.item',
  'themes.confidential',
  'themes.level',
  'themes.type',
  'themes.parent_id',
] as const;

/** The visible themes, or those under one root, siblings by label ignoring case and accents. */
export async function listThemes(db: Db, viewer: Viewer, rootId?: string) {
  return visibleThemes(db, viewer)
    .select(NODE_COLUMNS)
    .$if(rootId !== undefined, (query) => query.where('themes.root_id', '=', rootId ?? ''))
    .orderBy('themes.sort_key')
    .orderBy('themes.id')
    .execute();
}

/** One theme, if the viewer may see it. */
export async function findTheme(db: Db, viewer: Viewer, id: string) {
  return visibleThemes(db, viewer)
    .select([...NODE_COLUMNS, 'themes.description', 'themes.root_id', 'themes.chat_room'])
    .where('themes.id', '=', id)
    .executeTakeFirst();
}

/** The stances of a theme's participants. */
export async function findGridNodes(db: Db, themeId: string) {
  return db
    .selectFrom('theme_grid_nodes')
    .select(['id', 'contact_id', 'entity_id', 'start_position', 'end_position'])
    .where('theme_id', '=', themeId)
    .orderBy('id')
    .execute();
}
