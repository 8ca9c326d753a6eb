import type { Contact, ContactSummary, Entity, EntitySummary } from '@vigie/contract';
import type { Db } from '../../db/connect.ts';
import type { Position } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import type { Viewer } from '../access/viewer.ts';
import { itemCounts } from '../trends/service.ts';
import { linksOf } from './links.ts';
import * as repo from './repository.ts';

interface Stance {
  start_position: Position | null;
  end_position: Position | null;
}

const withGridNode = <T extends Stance>({ start_position, end_position, ...rest }: T) => ({
  ...rest,
  grid_node: { start_position, end_position },
});

/** extra_data is free-form jsonb; answers carry its text values only. */
const textEntries = (data: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(data !== null && typeof data === 'object' ? data : {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );

/** A contact's or entity's full answer: its row, with counts and links. */
async function detail<T extends Stance & { extra_data: unknown }>(
  db: Db,
  viewer: Viewer,
  kind: 'contact' | 'entity',
  id: string,
  row: T | undefined,
) {
  if (!row) throw notFound(kind === 'contact' ? 'Contact' : 'Entity');
  const [counts, links] = await Promise.all([
    itemCounts(db, viewer, kind, id),
    linksOf(db, viewer, kind, id),
  ]);
  return { ...withGridNode(row), extra_data: textEntries(row.extra_data), ...counts, ...links };
}

export async function listContacts(db: Db, viewer: Viewer, search?: string): Promise<ContactSummary[]> {
  return (await repo.listContacts(db, viewer, search)).map(withGridNode);
}

export async function getContact(db: Db, viewer: Viewer, id: string): Promise<Contact> {
  return detail(db, viewer, 'contact', id, await repo.findContact(db, viewer, id));
}

export async function listEntities(db: Db, viewer: Viewer, search?: string): Promise<EntitySummary[]> {
  return (await repo.listEntities(db, viewer, search)).map(withGridNode);
}

export async function getEntity(db: Db, viewer: Viewer, id: string): Promise<Entity> {
  return detail(db, viewer, 'entity', id, await repo.findEntity(db, viewer, id));
}
