import { writePosts } from '../../content/import-posts.ts';
import type { ParsedImport } from '../../content/import-schema.ts';
import { idIn, type Written } from '../../content/upsert.ts';
import type { Db } from '../../db/connect.ts';
import { visibleThemes } from '../access/confidentiality.ts';
import type { Viewer } from '../auth/viewer.ts';

/** A post with what the server adds to an editor's fields: ids, author, publication state. */
export type PostToStore = ParsedImport['posts'][number];

const noneWritten = (): Written => ({ inserted: new Set(), updated: new Set() });

/** Inserts a new post with its citations (positioned in list order), attachments and cited names. */
export async function insertPost(db: Db, post: PostToStore): Promise<void> {
  await writePosts(db, [post], { contacts: noneWritten(), entities: noneWritten(), themes: noneWritten() });
}

/** Those of `ids` naming a theme the viewer may see. */
export async function visibleThemeIds(db: Db, viewer: Viewer, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await visibleThemes(db, viewer).select('themes.id').where(idIn('themes.id', ids)).execute();
  return new Set(rows.map((row) => row.id));
}
