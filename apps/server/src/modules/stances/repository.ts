import type { StanceItemType } from '@vigie/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { Position } from '../../db/database.ts';
import { postIsVisible, themeIsVisible, visiblePosts, visibleThemes } from '../access/confidentiality.ts';
import type { Viewer } from '../access/viewer.ts';

/** One contact's or entity's stance on one theme. */
export interface Cell {
  itemType: StanceItemType;
  itemId: string;
  themeId: string;
}

const THEME_COLUMNS = [
  'themes.item as theme_item',
  'themes.confidential as theme_confidential',
  'themes.level as theme_level',
  'themes.sort_key as theme_sort_key',
] as const;

const itemColumn = (itemType: StanceItemType) => `${itemType}_id` as const;

/** A theme the viewer may give a stance on: restricted themes do not exist without confidential access. */
export async function visibleTheme(db: Db, viewer: Viewer, id: string) {
  return visibleThemes(db, viewer)
    .select(['id', 'item', 'confidential', 'level', 'restricted'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A post the viewer may cite as justification: one they may read (published, and confidentiality). */
export async function visiblePost(db: Db, viewer: Viewer, id: string) {
  return visiblePosts(db, viewer).select(['id', 'confidential']).where('id', '=', id).executeTakeFirst();
}

/**
 * The item's name, if it exists. `lock` holds its row until the transaction ends: stance writers on one
 * item take turns, so each change starts from the position the previous one left.
 */
export async function itemName(db: Db, itemType: StanceItemType, id: string, lock = false) {
  const row =
    itemType === 'contact'
      ? await db
          .selectFrom('contacts')
          .select(sql<string>`trim(firstname || ' ' || lastname)`.as('name'))
          .where('id', '=', id)
          .$if(lock, (query) => query.forNoKeyUpdate())
          .executeTakeFirst()
      : await db
          .selectFrom('entities')
          .select('name')
          .where('id', '=', id)
          .$if(lock, (query) => query.forNoKeyUpdate())
          .executeTakeFirst();
  return row?.name;
}

/** The cell's stance node, if it has one. */
export async function findNode(trx: Db, cell: Cell) {
  return trx
    .selectFrom('theme_grid_nodes')
    .select(['id', 'start_position', 'end_position'])
    .where('theme_id', '=', cell.themeId)
    .where(itemColumn(cell.itemType), '=', cell.itemId)
    .orderBy('id')
    .executeTakeFirst();
}

export async function setEndPosition(trx: Db, cell: Cell, position: Position | null): Promise<void> {
  await trx
    .updateTable('theme_grid_nodes')
    .set({ end_position: position })
    .where('theme_id', '=', cell.themeId)
    .where(itemColumn(cell.itemType), '=', cell.itemId)
    .execute();
}

export async function insertNode(trx: Db, id: string, cell: Cell, position: Position): Promise<void> {
  await trx
    .insertInto('theme_grid_nodes')
    .values({
      id,
      theme_id: cell.themeId,
      [itemColumn(cell.itemType)]: cell.itemId,
      start_position: position,
      end_position: position,
    })
    .execute();
}

export interface NewChange {
  from: Position | null;
  to: Position | null;
  postId: string | null;
  actorId: string;
}

export async function insertChange(trx: Db, cell: Cell, change: NewChange): Promise<number> {
  const row = await trx
    .insertInto('stance_changes')
    .values({
      theme_id: cell.themeId,
      [itemColumn(cell.itemType)]: cell.itemId,
      from_position: change.from,
      to_position: change.to,
      post_id: change.postId,
      actor_id: change.actorId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The changes of a query, with the justifying post only when the viewer may read it. */
function changesSeenBy(db: Db, viewer: Viewer) {
  return db
    .selectFrom('stance_changes as c')
    .leftJoin('posts', (join) => join.onRef('posts.id', '=', 'c.post_id').on(postIsVisible(viewer)))
    .select([
      'c.id',
      'c.theme_id',
      'c.contact_id',
      'c.entity_id',
      'c.from_position',
      'c.to_position',
      'c.changed_at',
      'posts.id as post_id',
      'posts.title as post_title',
    ]);
}

/** Each stance's latest change on a theme the viewer sees. */
export async function latestChanges(db: Db, viewer: Viewer, themeId: string) {
  return changesSeenBy(db, viewer)
    .distinctOn(['c.contact_id', 'c.entity_id'])
    .where('c.theme_id', '=', themeId)
    .orderBy('c.contact_id')
    .orderBy('c.entity_id')
    .orderBy('c.id', 'desc')
    .execute();
}

/** An item's changes on the themes the viewer sees, newest first, with their editors. */
export async function itemHistory(db: Db, viewer: Viewer, itemType: StanceItemType, itemId: string) {
  return changesSeenBy(db, viewer)
    .innerJoin('themes', 'themes.id', 'c.theme_id')
    .where(themeIsVisible(viewer))
    .leftJoin('users as editor', 'editor.id', 'c.actor_id')
    .select([
      ...THEME_COLUMNS,
      'editor.id as editor_id',
      'editor.firstname as editor_firstname',
      'editor.lastname as editor_lastname',
    ])
    .where(`c.${itemColumn(itemType)}`, '=', itemId)
    .orderBy('c.id', 'desc')
    .execute();
}

/** An item's stance nodes on the themes the viewer sees, by theme name. */
export async function itemNodes(db: Db, viewer: Viewer, itemType: StanceItemType, itemId: string) {
  return visibleThemes(db, viewer)
    .innerJoin('theme_grid_nodes as node', 'node.theme_id', 'themes.id')
    .select([...THEME_COLUMNS, 'node.start_position', 'node.end_position'])
    .select('node.theme_id')
    .where(`node.${itemColumn(itemType)}`, '=', itemId)
    .orderBy('node.id')
    .execute();
}
