import { ItemType, type LinkItem } from '@vigie/contract';
import type { Db } from '../../db/connect.ts';
import type { Viewer } from '../access/viewer.ts';
import { findItems, type ItemRow, REF_KEY } from '../items/repository.ts';
import * as repo from './repository.ts';

type LinkRow = Awaited<ReturnType<typeof repo.findLinks>>[number];

/** One link seen from the item asked about: the link, and the item at its other end. */
interface LinkEnd {
  link: LinkRow;
  kind: ItemType;
  id: string;
}

const endKey = (kind: ItemType, id: string) => `${kind}:${id}`;

/**
 * An item's links in both directions, grouped by the item at the other end and ordered by its
 * name. A link to an item the viewer may not see (a restricted theme) or that no longer exists is dropped.
 */
export async function linksOf(db: Db, viewer: Viewer, kind: ItemType, id: string) {
  const links = await repo.findLinks(db, kind, id);
  const forward = links
    .filter((link) => link.source_type === kind && link.source_id === id)
    .map((link): LinkEnd => ({ link, kind: link.target_type, id: link.target_id }));
  const backward = links
    .filter((link) => link.target_type === kind && link.target_id === id)
    .map((link): LinkEnd => ({ link, kind: link.source_type, id: link.source_id }));
  const items = await findEnds(db, viewer, [...forward, ...backward]);
  return { links_forward: group(forward, items), links_backward: group(backward, items) };
}

/** The visible items at the ends, by kind and id. */
async function findEnds(db: Db, viewer: Viewer, ends: LinkEnd[]): Promise<Map<string, ItemRow>> {
  const found = await Promise.all(
    ItemType.options.map(async (kind) => {
      const ids = [...new Set(ends.filter((end) => end.kind === kind).map((end) => end.id))];
      const rows: ItemRow[] = await findItems(db, viewer, kind, ids);
      return rows.map((row) => [endKey(kind, row.id), row] as const);
    }),
  );
  return new Map(found.flat());
}

function group(ends: LinkEnd[], items: Map<string, ItemRow>): LinkItem[] {
  const groups = new Map<string, { item: ItemRow; answer: LinkItem }>();
  for (const { link, kind, id } of ends) {
    const key = endKey(kind, id);
    const item = items.get(key);
    if (!item) continue;
    let entry = groups.get(key);
    if (!entry) {
      const target = REF_KEY[kind];
      entry = { item, answer: { link_target_type: target, [target]: item.ref, links: [] } as LinkItem };
      groups.set(key, entry);
    }
    entry.answer.links.push({ id: link.id, type: link.type, poi_link_category: { color: link.color } });
  }
  return [...groups.values()]
    .sort((a, b) => compareText(a.item.name_key, b.item.name_key) || compareText(a.item.id, b.item.id))
    .map((entry) => entry.answer);
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
