import { type DirectoryLink, ItemType } from '@vigie/contract';
import type { Db } from '../../db/connect.ts';
import { badRequest } from '../../http/errors.ts';
import { linkIsVisible } from '../access/directory.ts';
import type { Viewer } from '../access/viewer.ts';
import { findItems, type ItemRow } from '../items/repository.ts';
import { type ItemKind, linkFields, type StoredLink } from './kinds.ts';
import * as repo from './repository.ts';

const keyOf = (link: DirectoryLink) => `${link.target_type}:${link.target_id}:${link.type}`;
const endOf = (link: { target_type: string; target_id: string }) => `${link.target_type}:${link.target_id}`;

const nameOf = (item: ItemRow): string => {
  const ref = item.ref as Record<string, string>;
  return ref.item ?? ref.name ?? `${ref.firstname} ${ref.lastname}`.trim();
};

/** The names of the items the links point to, among those the viewer may see. */
async function targetNames(db: Db, viewer: Viewer, links: DirectoryLink[]): Promise<Map<string, string>> {
  const found = await Promise.all(
    ItemType.options.map(async (kind) => {
      const ids = [
        ...new Set(links.filter((link) => link.target_type === kind).map((link) => link.target_id)),
      ];
      const items = await findItems(db, viewer, kind, ids);
      return items.map((item) => [endOf({ target_type: kind, target_id: item.id }), nameOf(item)] as const);
    }),
  );
  return new Map(found.flat());
}

/**
 * Refuses, naming the link, a link to an item the viewer may not see (or that does not exist), to the
 * item itself, or given twice.
 */
export async function checkLinks(
  db: Db,
  viewer: Viewer,
  source: { kind: ItemKind; id?: string },
  links: DirectoryLink[],
  field: string,
): Promise<void> {
  const names = await targetNames(db, viewer, links);
  const seen = new Set<string>();
  for (const [index, link] of links.entries()) {
    if (!names.has(endOf(link)))
      throw badRequest(`${field}.${index}.target_id`, `unknown ${link.target_type} ${link.target_id}`);
    if (link.target_type === source.kind && link.target_id === source.id)
      throw badRequest(`${field}.${index}.target_id`, 'an item cannot link to itself');
    if (seen.has(keyOf(link))) throw badRequest(`${field}.${index}`, 'this link appears twice');
    seen.add(keyOf(link));
  }
}

/** The links from an item the viewer may see, with their targets' names, by type. */
export async function shownLinks(db: Db, viewer: Viewer, stored: StoredLink[]) {
  const shown = stored.filter((link) => linkIsVisible(viewer, link.restricted));
  const names = await targetNames(db, viewer, shown);
  return shown.flatMap((link) => {
    const target_name = names.get(endOf(link));
    return target_name === undefined ? [] : [{ id: link.id, ...linkFields(link), target_name }];
  });
}

/**
 * Makes the links the viewer sees from an item those `wanted`, keeping the ids of links that stay; links
 * to a theme the viewer may not see are left as they are.
 */
export async function replaceLinks(
  trx: Db,
  viewer: Viewer,
  kind: ItemKind,
  id: string,
  wanted: DirectoryLink[],
): Promise<void> {
  const shown = (await repo.linksFrom(trx, kind, id)).filter((link) =>
    linkIsVisible(viewer, link.restricted),
  );
  const byKey = new Map(shown.map((link) => [keyOf(link), link]));
  const wantedKeys = new Set(wanted.map(keyOf));
  await repo.deleteLinks(
    trx,
    shown.filter((link) => !wantedKeys.has(keyOf(link))).map((link) => link.id),
  );
  for (const link of wanted) {
    const stored = byKey.get(keyOf(link));
    if (stored && stored.color !== link.color) await repo.recolourLink(trx, stored.id, link.color);
  }
  await repo.insertLinks(trx, kind, id, wanted.filter((link) => !byKey.has(keyOf(link))).map(linkFields));
}
