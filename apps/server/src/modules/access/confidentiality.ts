import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Viewer } from '../auth/viewer.ts';

type Queryable = Kysely<Database>;

/**
 * The one place that decides what a viewer may see. A user without confidential access never
 * receives a confidential post or a restricted theme (confidential itself or under a confidential
 * ancestor); every post and theme query starts from these.
 */
export function visiblePosts(db: Queryable, viewer: Viewer) {
  const published = db.selectFrom('posts').where('posts.is_published', '=', true);
  return viewer.has_confidential_access ? published : published.where('posts.confidential', '=', false);
}

export function visibleThemes(db: Queryable, viewer: Viewer) {
  const themes = db.selectFrom('themes');
  return viewer.has_confidential_access ? themes : themes.where('themes.restricted', '=', false);
}

/** Which pre-aggregated counts a viewer reads: those counting confidential content, or not. */
export const countAudience = (viewer: Viewer): 'all' | 'public' =>
  viewer.has_confidential_access ? 'all' : 'public';
