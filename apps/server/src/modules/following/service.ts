import type { Flag, ItemSetting, ItemType } from '@vigie/contract';
import type { Db } from '../../db/connect.ts';
import { notFound } from '../../http/errors.ts';
import type { Viewer } from '../access/viewer.ts';
import { findItems, type RefOf, refEntry } from '../items/repository.ts';
import * as repo from './repository.ts';

const NAMES: Record<ItemType, string> = { contact: 'Contact', entity: 'Entity', theme: 'Theme' };

/** The viewer's followed items of one kind, each under its poi_<kind> key. */
export async function listFollowed<K extends ItemType>(db: Db, viewer: Viewer, kind: K) {
  return (await repo.listFollowed(db, viewer, kind)).map(({ ref, ...setting }) => ({
    ...setting,
    // Kysely cannot resolve a selected column's type for a generic kind; the subquery fixes it per kind.
    ...refEntry(kind, ref as RefOf[K]),
  }));
}

/**
 * Turns one flag on (answering the settings) or off (answering nothing) for an item the viewer
 * may see. Repeating either changes nothing.
 */
export async function toggle(
  db: Db,
  viewer: Viewer,
  kind: ItemType,
  itemId: string,
  column: repo.FlagColumn,
  flag: Flag,
): Promise<ItemSetting | undefined> {
  const [item] = await findItems(db, viewer, kind, [itemId]);
  if (!item) throw notFound(NAMES[kind]);
  const setting = await repo.saveFlag(db, viewer.id, kind, itemId, column, flag === 'set');
  return flag === 'set' ? setting : undefined;
}
