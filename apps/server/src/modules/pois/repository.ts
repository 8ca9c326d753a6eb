import type { Affiliation, ItemType } from '@vigie/contract';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import type { Database, Position } from '../../db/database.ts';
import type { Viewer } from '../access/viewer.ts';
import { allTimeTotal } from '../trends/repository.ts';

const TABLES = { contact: 'contacts', entity: 'entities' } as const;
type Kind = keyof typeof TABLES;
type Table = (typeof TABLES)[Kind];

/** What every contact or entity answer carries besides names: affiliations, stance, post count. */
const summaryOf = (viewer: Viewer, kind: Kind) => {
  const table = TABLES[kind];
  return [
    sql<z.infer<typeof Affiliation>[]>`coalesce((
      SELECT json_agg(json_build_object('id', a.id, 'name', a.name, 'color', a.color) ORDER BY a.name, a.id)
      FROM ${sql.table(`${kind}_affiliations`)} l JOIN affiliations a ON a.id = l.affiliation_id
      WHERE ${sql.ref(`l.${kind}_id`)} = ${sql.ref(`${table}.id`)}), '[]')`.as('affiliations'),
    sql.ref<Position | null>(`${table}.start_position`).as('start_position'),
    sql.ref<Position | null>(`${table}.end_position`).as('end_position'),
    allTimeTotal(viewer, kind, `${table}.id`).as('total_counts'),
  ] as const;
};

/** By name, keeping only the rows whose search text contains `search` (ignoring case and accents) when given. */
function byName<T extends Table, O>(query: SelectQueryBuilder<Database, T, O>, table: T, search?: string) {
  // Escaped so that % and _ in the term match themselves.
  const pattern = search?.replace(/[\\%_]/g, '\\$&');
  return query
    .$if(Boolean(pattern), (q) =>
      q.where(
        sql<boolean>`${sql.ref(`${table}.search_text`)} ILIKE '%' || immutable_unaccent(lower(${pattern})) || '%'`,
      ),
    )
    .orderBy(sql.ref(`${table}.sort_key`))
    .orderBy(sql.ref(`${table}.id`));
}

function contacts(db: Db, viewer: Viewer) {
  return db
    .selectFrom('contacts')
    .select(['contacts.id', 'contacts.firstname', 'contacts.lastname', 'contacts.img'])
    .select(summaryOf(viewer, 'contact'));
}

function entities(db: Db, viewer: Viewer) {
  return db
    .selectFrom('entities')
    .select(['entities.id', 'entities.name', 'entities.img', 'entities.label'])
    .select(summaryOf(viewer, 'entity'));
}

/** Contacts by last then first name, or those whose names, biography or career contain `search`. */
export async function listContacts(db: Db, viewer: Viewer, search: string | undefined) {
  return byName(contacts(db, viewer), 'contacts', search).execute();
}

/** One contact with its texts. */
export async function findContact(db: Db, viewer: Viewer, id: string) {
  return contacts(db, viewer)
    .select(['contacts.biography', 'contacts.career', 'contacts.extra_data'])
    .where('contacts.id', '=', id)
    .executeTakeFirst();
}

/** Entities by name, or those whose name, description, label or alias contain `search`. */
export async function listEntities(db: Db, viewer: Viewer, search: string | undefined) {
  return byName(entities(db, viewer), 'entities', search).execute();
}

/** One entity with its texts and contact details. */
export async function findEntity(db: Db, viewer: Viewer, id: string) {
  return entities(db, viewer)
    .select([
      'entities.description',
      'entities.alias',
      'entities.address',
      'entities.country',
      'entities.email',
      'entities.phone',
      'entities.extra_data',
    ])
    .where('entities.id', '=', id)
    .executeTakeFirst();
}

/** The links from or to one item. */
export async function findLinks(db: Db, kind: ItemType, id: string) {
  return db
    .selectFrom('links')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('source_type', '=', kind), eb('source_id', '=', id)]),
        eb.and([eb('target_type', '=', kind), eb('target_id', '=', id)]),
      ]),
    )
    .orderBy('type')
    .orderBy('id')
    .execute();
}
