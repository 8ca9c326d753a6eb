import type { DirectoryLink } from '@vigie/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { newId } from '../../lib/ids.ts';
import { ITEM_KINDS, type ItemKind, type Row, type StoredLink } from './kinds.ts';

// Kysely cannot type a table chosen at run time; contacts and entities share the columns used here.
const table = (kind: ItemKind) => ITEM_KINDS[kind].table as 'contacts';
const affiliationTable = (kind: ItemKind) => ITEM_KINDS[kind].affiliations as 'contact_affiliations';
const owner = (kind: ItemKind) => `${kind}_id` as 'contact_id';

/** A contact's or entity's row; `forUpdate` holds it until the transaction ends. */
export async function findRow(
  db: Db,
  kind: ItemKind,
  id: string,
  forUpdate = false,
): Promise<Row | undefined> {
  return db
    .selectFrom(table(kind))
    .selectAll()
    .where('id', '=', id)
    .$if(forUpdate, (query) => query.forUpdate())
    .executeTakeFirst();
}

export async function insertRow(trx: Db, kind: ItemKind, row: Row): Promise<void> {
  await trx
    .insertInto(table(kind))
    .values(row as never)
    .execute();
}

export async function updateRow(trx: Db, kind: ItemKind, id: string, row: Row): Promise<void> {
  await trx
    .updateTable(table(kind))
    .set(row as never)
    .where('id', '=', id)
    .execute();
}

export async function affiliationsOf(db: Db, kind: ItemKind, id: string): Promise<string[]> {
  const rows = await db
    .selectFrom(affiliationTable(kind))
    .select('affiliation_id')
    .where(owner(kind), '=', id)
    .orderBy('affiliation_id')
    .execute();
  return rows.map((row) => row.affiliation_id);
}

export async function replaceAffiliations(trx: Db, kind: ItemKind, id: string, ids: string[]): Promise<void> {
  await trx.deleteFrom(affiliationTable(kind)).where(owner(kind), '=', id).execute();
  if (ids.length === 0) return;
  await trx
    .insertInto(affiliationTable(kind))
    .values(ids.map((affiliation_id) => ({ [owner(kind)]: id, affiliation_id }) as never))
    .execute();
}

/** The links from an item, each marked when it points to a restricted theme. */
export async function linksFrom(db: Db, kind: ItemKind, id: string): Promise<StoredLink[]> {
  return db
    .selectFrom('links')
    .leftJoin('themes', (join) =>
      join.onRef('themes.id', '=', 'links.target_id').on('links.target_type', '=', 'theme'),
    )
    .select([
      'links.id',
      'links.target_type',
      'links.target_id',
      'links.type',
      'links.color',
      sql<boolean>`coalesce(themes.restricted, false)`.as('restricted'),
    ])
    .where('links.source_type', '=', kind)
    .where('links.source_id', '=', id)
    .orderBy('links.type')
    .orderBy('links.id')
    .execute();
}

export async function insertLinks(
  trx: Db,
  kind: ItemKind,
  id: string,
  links: DirectoryLink[],
): Promise<void> {
  if (links.length === 0) return;
  await trx
    .insertInto('links')
    .values(links.map((link) => ({ ...link, id: newId(), source_type: kind, source_id: id })))
    .execute();
}

export async function recolourLink(trx: Db, id: string, color: string): Promise<void> {
  await trx.updateTable('links').set({ color }).where('id', '=', id).execute();
}

export async function deleteLinks(trx: Db, ids: string[]): Promise<void> {
  if (ids.length > 0) await trx.deleteFrom('links').where('id', 'in', ids).execute();
}

export async function listAffiliations(db: Db) {
  return db
    .selectFrom('affiliations')
    .select(['id', 'name', 'color'])
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** Each link type in use with its colour (the most used one, when links of a type disagree). */
export async function linkCategories(db: Db) {
  return db
    .selectFrom('links')
    .select(['type', sql<string>`mode() WITHIN GROUP (ORDER BY color)`.as('color')])
    .groupBy('type')
    .orderBy(sql`lower(type)`)
    .orderBy('type')
    .execute();
}
