import type { Flag, ItemSetting, PostType, SavedSearch } from '@vigie/contract';
import type { Db } from '../../db/connect.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { Viewer } from '../access/viewer.ts';
import { toTsQuery } from '../posts/search.ts';
import * as repo from './repository.ts';

/** Each saved search is one more arm of the focus feed and of the push fan-out (docs/product.md §9). */
export const MAX_SAVED_SEARCHES = 50;

const toSavedSearch = ({ post_type, ...row }: Awaited<ReturnType<typeof repo.listSaved>>[number]) => ({
  ...row,
  type: post_type,
});

export const listSaved = async (db: Db, viewer: Viewer): Promise<SavedSearch[]> =>
  (await repo.listSaved(db, viewer.id)).map(toSavedSearch);

/** Saves a search as the search box reads it (posts/search.ts), focused, notifications off. */
export async function saveSearch(
  db: Db,
  viewer: Viewer,
  { query, type }: { query: string; type: PostType | null },
): Promise<SavedSearch> {
  const tsQuery = toTsQuery(query);
  if (!tsQuery) throw badRequest('body.saved_search.query', 'must hold a letter or a digit');
  if ((await repo.countSaved(db, viewer.id)) >= MAX_SAVED_SEARCHES)
    throw badRequest('body.saved_search', `at most ${MAX_SAVED_SEARCHES} saved searches`);
  return toSavedSearch(await repo.insertSaved(db, { id: newId(), userId: viewer.id, query, type, tsQuery }));
}

export async function forget(db: Db, viewer: Viewer, id: string): Promise<void> {
  if (!(await repo.deleteSaved(db, viewer.id, id))) throw notFound('Saved search');
}

/** As an item's flags (docs/product.md §8.1): `set` answers the settings, `unset` nothing. */
export async function toggle(
  db: Db,
  viewer: Viewer,
  id: string,
  column: repo.FlagColumn,
  flag: Flag,
): Promise<ItemSetting | undefined> {
  const setting = await repo.saveFlag(db, viewer.id, id, column, flag === 'set');
  if (!setting) throw notFound('Saved search');
  return flag === 'set' ? setting : undefined;
}
