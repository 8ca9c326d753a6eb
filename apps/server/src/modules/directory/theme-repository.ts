import { sql } from 'kysely';
import type { ThemePlacement } from '../../content/theme-tree.ts';
import type { Db } from '../../db/connect.ts';

/** Serialises the writers of the tree: two moves read apart could otherwise make a cycle together. */
export async function lockTree(trx: Db): Promise<void> {
  await sql`LOCK TABLE themes IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
}

/** Every theme's link to its parent and its stored place, visible or not: a move carries them all. */
export async function treeOf(trx: Db) {
  return trx
    .selectFrom('themes')
    .select(['id', 'parent_id', 'confidential', 'level', 'root_id', 'restricted'])
    .execute();
}

export interface ThemeWrite {
  item: string;
  type: string;
  description: string;
  confidential: boolean;
  parent_id: string | null;
}

export async function insertTheme(
  trx: Db,
  id: string,
  fields: ThemeWrite,
  place: ThemePlacement,
): Promise<void> {
  await trx
    .insertInto('themes')
    .values({ id, ...fields, ...place })
    .execute();
}

export async function updateTheme(trx: Db, id: string, fields: ThemeWrite): Promise<void> {
  await trx.updateTable('themes').set(fields).where('id', '=', id).execute();
}

export async function placeTheme(trx: Db, id: string, place: ThemePlacement): Promise<void> {
  await trx.updateTable('themes').set(place).where('id', '=', id).execute();
}
