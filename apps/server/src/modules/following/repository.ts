import type { ItemType } from '@vigie/contract';
import type { Db } from '../../db/connect.ts';
import type { Viewer } from '../access/viewer.ts';
import { visibleItems } from '../items/repository.ts';

export type FlagColumn = 'focus_enabled' | 'notification_enabled';

/** The viewer's focused or notified items of one kind that they may see, by name. */
export async function listFollowed<K extends ItemType>(db: Db, viewer: Viewer, kind: K) {
  return db
    .selectFrom('item_settings')
    .innerJoin(visibleItems(db, viewer, kind), 'item.id', 'item_settings.item_id')
    .select(['item.id', 'item_settings.focus_enabled', 'item_settings.notification_enabled', 'item.ref'])
    .where('item_settings.user_id', '=', viewer.id)
    .where('item_settings.item_type', '=', kind)
    .where((eb) =>
      eb.or([
        eb('item_settings.focus_enabled', '=', true),
        eb('item_settings.notification_enabled', '=', true),
      ]),
    )
    .orderBy('item.name_key')
    .orderBy('item.id')
    .execute();
}

/** Sets one flag of the user's settings for an item, creating them when absent; answers the settings. */
export async function saveFlag(
  db: Db,
  userId: string,
  kind: ItemType,
  itemId: string,
  column: FlagColumn,
  value: boolean,
) {
  const flag: Partial<Record<FlagColumn, boolean>> = {};
  flag[column] = value;
  return db
    .insertInto('item_settings')
    .values({ user_id: userId, item_type: kind, item_id: itemId, ...flag })
    .onConflict((oc) =>
      oc.columns(['user_id', 'item_type', 'item_id']).doUpdateSet({ ...flag, updated_at: new Date() }),
    )
    .returning(['item_id as id', 'focus_enabled', 'notification_enabled'])
    .executeTakeFirstOrThrow();
}
