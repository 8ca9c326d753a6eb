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

/**
 * Sets one flag of the viewer's settings for an item they may see, creating them when absent, in one
 * statement (the visibility check and the write); answers the settings, or nothing for an item they may
 * not see, whose settings are left as they were.
 */
export async function saveVisibleFlag(
  db: Db,
  viewer: Viewer,
  kind: ItemType,
  itemId: string,
  column: FlagColumn,
  value: boolean,
) {
  return db
    .insertInto('item_settings')
    .columns(['user_id', 'item_type', 'item_id', column])
    .expression((eb) =>
      eb
        .selectFrom(visibleItems(db, viewer, kind))
        .select([
          eb.val(viewer.id).as('user_id'),
          eb.val(kind).as('item_type'),
          'item.id as item_id',
          eb.val(value).as(column),
        ])
        .where('item.id', '=', itemId),
    )
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'item_type', 'item_id'])
        .doUpdateSet({ [column]: value, updated_at: new Date() }),
    )
    .returning(['item_id as id', 'focus_enabled', 'notification_enabled'])
    .executeTakeFirst();
}
