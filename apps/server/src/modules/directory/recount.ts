import type { ItemType } from '@vigie/contract';
import type { Db } from '../../db/connect.ts';
import { refreshCitedNames } from '../posts/cited-names.ts';
import type { CountScope } from '../trends/kinds.ts';
import { refreshTrendCounts } from '../trends/refresh.ts';

const scopeOf = (kind: ItemType, ids: string[]): CountScope => ({
  contacts: kind === 'contact' ? ids : [],
  entities: kind === 'entity' ? ids : [],
  themes: kind === 'theme' ? ids : [],
});

/** Search finds posts by the names they cite: a renamed item's posts are searched under its new name. */
export async function refreshNamesCited(trx: Db, kind: ItemType, ids: string[]): Promise<void> {
  await refreshCitedNames(trx, { posts: [], ...scopeOf(kind, ids) });
}

/**
 * The trends show names and count restricted themes apart: rebuilt after a rename, a move changing a
 * theme's restriction or a merge. Run it after the commit, as the rebuild reads committed rows.
 */
export async function recount(db: Db, kind: ItemType, ids: string[]): Promise<void> {
  if (ids.length > 0) await refreshTrendCounts(db, scopeOf(kind, ids));
}
