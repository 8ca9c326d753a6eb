import type { ContactRef, EntityRef, ItemType, ThemeRef } from '@vigie/contract';
import type { AliasedSelectQueryBuilder } from 'kysely';
import { jsonBuildObject } from 'kysely/helpers/postgres';
import type { Db } from '../../db/connect.ts';
import { visibleThemes } from '../access/confidentiality.ts';
import type { Viewer } from '../access/viewer.ts';

export interface RefOf {
  contact: ContactRef;
  entity: EntityRef;
  theme: ThemeRef;
}

/** Contacts, entities and themes in one shape: id, accent-free lowercase name to sort by, and ref. */
export interface ItemRow<K extends ItemType = ItemType> {
  id: string;
  name_key: string;
  ref: RefOf[K];
}

/** Under which key answers carry an item of each kind. */
export const REF_KEY = { contact: 'poi_contact', entity: 'poi_entity', theme: 'poi_theme' } as const;

/** `{poi_contact: ref}`, `{poi_entity: ref}` or `{poi_theme: ref}`. */
export const refEntry = <K extends ItemType>(kind: K, ref: RefOf[K]) =>
  ({ [REF_KEY[kind]]: ref }) as { [P in (typeof REF_KEY)[K]]: RefOf[K] };

/** An item's name as lists show it: a contact's first and last name, an entity's or a theme's name. */
export const refName = (ref: RefOf[ItemType]) =>
  'item' in ref ? ref.item : 'name' in ref ? ref.name : `${ref.firstname} ${ref.lastname}`;

/** The items of one kind the viewer may see, as a subquery aliased `item`. */
export function visibleItems<K extends ItemType>(db: Db, viewer: Viewer, kind: K) {
  const sources = {
    contact: () =>
      db.selectFrom('contacts').select((eb) => [
        'contacts.id',
        'contacts.sort_key as name_key',
        jsonBuildObject({
          id: eb.ref('contacts.id'),
          firstname: eb.ref('contacts.firstname'),
          lastname: eb.ref('contacts.lastname'),
          img: eb.ref('contacts.img'),
        }).as('ref'),
      ]),
    entity: () =>
      db.selectFrom('entities').select((eb) => [
        'entities.id',
        'entities.sort_key as name_key',
        jsonBuildObject({
          id: eb.ref('entities.id'),
          name: eb.ref('entities.name'),
          img: eb.ref('entities.img'),
        }).as('ref'),
      ]),
    theme: () =>
      visibleThemes(db, viewer).select((eb) => [
        'themes.id',
        'themes.sort_key as name_key',
        jsonBuildObject({
          id: eb.ref('themes.id'),
          item: eb.ref('themes.item'),
          confidential: eb.ref('themes.confidential'),
          level: eb.ref('themes.level'),
        }).as('ref'),
      ]),
  };
  return sources[kind]().as('item') as unknown as AliasedSelectQueryBuilder<ItemRow<K>, 'item'>;
}

/** The visible items of one kind among `ids`, by name. */
export async function findItems<K extends ItemType>(
  db: Db,
  viewer: Viewer,
  kind: K,
  ids: readonly string[],
): Promise<ItemRow<K>[]> {
  if (ids.length === 0) return [];
  // Kysely cannot resolve a selected column's type for a generic kind; visibleItems fixes it per kind.
  return db
    .selectFrom(visibleItems(db, viewer, kind))
    .selectAll()
    .where('item.id', 'in', ids)
    .orderBy('item.name_key')
    .orderBy('item.id')
    .execute() as Promise<ItemRow<K>[]>;
}
