import type { ItemType } from '@vigie/contract';
import type { Db } from '../../db/connect.ts';
import type { Viewer } from '../access/viewer.ts';
import { visibleItems } from '../items/repository.ts';

/** The items of one kind most often focused by other users, among those `viewer` may see, most followed first. */
export async function mostFollowed(db: Db, viewer: Viewer, kind: ItemType, limit: number) {
  return db
    .selectFrom('item_settings')
    .innerJoin(visibleItems(db, viewer, kind), 'item.id', 'item_settings.item_id')
    .select(['item_settings.item_id as id', (eb) => eb.fn.countAll<number>().as('followers')])
    .where('item_settings.item_type', '=', kind)
    .where('item_settings.focus_enabled', '=', true)
    .where('item_settings.user_id', '<>', viewer.id)
    .groupBy('item_settings.item_id')
    .orderBy('followers', 'desc')
    .orderBy('item_settings.item_id')
    .limit(limit)
    .execute();
}

/** The ids of the items of one kind the user focuses already. */
export async function focusedIds(db: Db, userId: string, kind: ItemType): Promise<Set<string>> {
  const rows = await db
    .selectFrom('item_settings')
    .select('item_id')
    .where('user_id', '=', userId)
    .where('item_type', '=', kind)
    .where('focus_enabled', '=', true)
    .execute();
  return new Set(rows.map((row) => row.item_id));
}
