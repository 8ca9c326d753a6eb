import type { Db } from '../../db/connect.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { visibleThemes } from './confidentiality.ts';
import type { Viewer } from './viewer.ts';

/**
 * The directory's confidentiality (docs/product.md §10.9.6): a restricted theme does not exist for an
 * editor without confidential access, so they neither read, edit, move under, link to nor cite it.
 */

/** A link from a contact or entity is shown and edited unless it points to a theme the viewer may not see. */
export const linkIsVisible = (viewer: Viewer, targetRestricted: boolean): boolean =>
  viewer.has_confidential_access || !targetRestricted;

/** A theme with its place in the tree, if the viewer may see it; `forUpdate` holds it until the transaction ends. */
export async function findVisibleTheme(db: Db, viewer: Viewer, id: string, forUpdate = false) {
  return visibleThemes(db, viewer)
    .selectAll('themes')
    .where('themes.id', '=', id)
    .$if(forUpdate, (query) => query.forUpdate())
    .executeTakeFirst();
}

/** The theme if the viewer may see it; 404 otherwise, as if it did not exist. */
export async function requireVisibleTheme(db: Db, viewer: Viewer, id: string, forUpdate = false) {
  const theme = await findVisibleTheme(db, viewer, id, forUpdate);
  if (!theme) throw notFound('Theme');
  return theme;
}

/** Making a theme confidential hides it from editors without access, the one writing it included. */
export function requireAccessToConfidential(viewer: Viewer, confidential: boolean): void {
  if (confidential && !viewer.has_confidential_access)
    throw forbidden('A confidential theme needs confidential access');
}
