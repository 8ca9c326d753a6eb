import type { Db } from '../../db/connect.ts';
import { storedIds } from '../../db/id-lists.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { newId } from '../../lib/ids.ts';
import { NEWSROOM, requireRole } from '../access/roles.ts';
import type { Viewer } from '../access/viewer.ts';
import { recordAudit } from '../audit/service.ts';
import { type FieldsOf, ITEM_KINDS, type ItemKind, linkFields, type Row, toFields, toRow } from './kinds.ts';
import { checkLinks, replaceLinks, shownLinks } from './links.ts';
import { recount, refreshNamesCited } from './recount.ts';
import * as repo from './repository.ts';

/** Editors and admins keep the directory (docs/product.md §10.9.6). */
export const requireDirectory = (viewer: Viewer) =>
  requireRole(viewer, NEWSROOM, 'Only editors and admins may edit the directory');

const fieldOf = (kind: ItemKind) => `body.${kind}`;

/** A contact or entity as the directory edits it: its fields, affiliations and the links the viewer sees. */
export async function getItem<K extends ItemKind>(db: Db, viewer: Viewer, kind: K, id: string) {
  requireDirectory(viewer);
  const row = await repo.findRow(db, kind, id);
  if (!row) throw notFound(ITEM_KINDS[kind].name);
  const [affiliations, stored] = await Promise.all([
    repo.affiliationsOf(db, kind, id),
    repo.linksFrom(db, kind, id),
  ]);
  const links = await shownLinks(db, viewer, stored);
  return { id, ...toFields(kind, row, affiliations, links), links };
}

/**
 * Everything stored of an item, its row held until the transaction ends; `confidential` when a link
 * points to a restricted theme, so that the audit entry stays with those who may see it.
 */
export async function lockedRecord(trx: Db, kind: ItemKind, id: string) {
  const row = await repo.findRow(trx, kind, id, true);
  if (!row) throw notFound(ITEM_KINDS[kind].name);
  const [affiliations, links] = await Promise.all([
    repo.affiliationsOf(trx, kind, id),
    repo.linksFrom(trx, kind, id),
  ]);
  return {
    row,
    fields: toFields(kind, row, affiliations, links.map(linkFields)) as unknown as Row,
    confidential: links.some((link) => link.restricted),
  };
}

async function check(
  db: Db,
  viewer: Viewer,
  kind: ItemKind,
  id: string | undefined,
  fields: FieldsOf[ItemKind],
) {
  const field = fieldOf(kind);
  const known = await storedIds(db, 'affiliations', fields.affiliations);
  for (const [index, affiliation] of fields.affiliations.entries()) {
    if (!known.has(affiliation))
      throw badRequest(`${field}.affiliations.${index}`, `unknown affiliation ${affiliation}`);
    if (fields.affiliations.indexOf(affiliation) !== index)
      throw badRequest(`${field}.affiliations.${index}`, `${affiliation} appears twice`);
  }
  await checkLinks(db, viewer, { kind, id }, fields.links, `${field}.links`);
}

/** Writes an item's affiliations and links, and the audit entry of the write, in the caller's transaction. */
async function writeRelations(
  trx: Db,
  viewer: Viewer,
  kind: ItemKind,
  id: string,
  fields: FieldsOf[ItemKind],
  before: Awaited<ReturnType<typeof lockedRecord>> | null,
) {
  await repo.replaceAffiliations(trx, kind, id, fields.affiliations);
  await replaceLinks(trx, viewer, kind, id, fields.links);
  const after = await lockedRecord(trx, kind, id);
  await recordAudit(trx, {
    actorId: viewer.id,
    action: `${kind}.${before ? 'update' : 'create'}`,
    targetType: kind,
    targetId: id,
    before: before?.fields ?? null,
    after: after.fields,
    confidential: Boolean(before?.confidential) || after.confidential,
  });
  return after;
}

export async function createItem<K extends ItemKind>(db: Db, viewer: Viewer, kind: K, fields: FieldsOf[K]) {
  requireDirectory(viewer);
  await check(db, viewer, kind, undefined, fields);
  const id = newId();
  await db.transaction().execute(async (trx) => {
    await repo.insertRow(trx, kind, { id, ...toRow(kind, fields, {}) });
    await writeRelations(trx, viewer, kind, id, fields, null);
  });
  return getItem(db, viewer, kind, id);
}

/**
 * Replaces an item's fields, affiliations and the links the viewer sees. A new name reaches the search
 * of the posts citing it in the same transaction, and the trends just after.
 */
export async function updateItem<K extends ItemKind>(
  db: Db,
  viewer: Viewer,
  kind: K,
  id: string,
  fields: FieldsOf[K],
) {
  requireDirectory(viewer);
  await check(db, viewer, kind, id, fields);
  const renamed = await db.transaction().execute(async (trx) => {
    const before = await lockedRecord(trx, kind, id);
    await repo.updateRow(trx, kind, id, toRow(kind, fields, before.row.extra_data));
    const after = await writeRelations(trx, viewer, kind, id, fields, before);
    const renamed = ITEM_KINDS[kind].names.some((name) => before.row[name] !== after.row[name]);
    if (renamed) await refreshNamesCited(trx, kind, [id]);
    return renamed;
  });
  if (renamed) await recount(db, kind, [id]);
  return getItem(db, viewer, kind, id);
}

export async function listAffiliations(db: Db, viewer: Viewer) {
  requireDirectory(viewer);
  return repo.listAffiliations(db);
}

export async function linkCategories(db: Db, viewer: Viewer) {
  requireDirectory(viewer);
  return repo.linkCategories(db);
}
