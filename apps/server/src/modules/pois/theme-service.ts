import type { Theme, ThemeTree } from '@vigie/contract';
import type { Db } from '../../db/connect.ts';
import { notFound } from '../../http/errors.ts';
import type { Viewer } from '../access/viewer.ts';
import { findItems } from '../items/repository.ts';
import { latestChanges } from '../stances/service.ts';
import { itemCounts } from '../trends/service.ts';
import * as repo from './theme-repository.ts';

type ThemeRow = Awaited<ReturnType<typeof repo.listThemes>>[number];
interface ThemeNode extends Omit<ThemeRow, 'parent_id'> {
  children: ThemeNode[];
}

/** Nests rows, given in display order, under their parents; a row whose parent is absent is dropped. */
function nest(rows: ThemeRow[]) {
  const nodes = new Map(
    rows.map(({ parent_id, ...node }): [string, ThemeNode] => [node.id, { ...node, children: [] }]),
  );
  const roots: ThemeNode[] = [];
  for (const { id, parent_id } of rows) {
    const node = nodes.get(id)!;
    if (parent_id === null) roots.push(node);
    else nodes.get(parent_id)?.children.push(node);
  }
  return { roots, nodes };
}

const toRef = (node: ThemeNode | undefined) =>
  node ? { id: node.id, item: node.item, confidential: node.confidential, level: node.level } : null;

/** Every theme the viewer may see, as roots, sub-roots and leaves. */
export async function themeTree(db: Db, viewer: Viewer): Promise<ThemeTree> {
  return nest(await repo.listThemes(db, viewer)).roots;
}

/** A visible theme with its ancestors, visible subtree, participants and counts. */
export async function getTheme(db: Db, viewer: Viewer, id: string): Promise<Theme> {
  const theme = await repo.findTheme(db, viewer, id);
  if (!theme) throw notFound('Theme');
  const { root_id, ...fields } = theme;
  const [family, gridNodes, changes, counts] = await Promise.all([
    repo.listThemes(db, viewer, root_id),
    repo.findGridNodes(db, id),
    latestChanges(db, viewer, id),
    itemCounts(db, viewer, 'theme', id),
  ]);
  const { nodes } = nest(family);
  const contactNodes = gridNodes.flatMap(({ contact_id, entity_id, ...node }) =>
    contact_id
      ? [{ ...node, poi_contact_id: contact_id, latest_change: changes.get(`contact:${contact_id}`) ?? null }]
      : [],
  );
  const entityNodes = gridNodes.flatMap(({ contact_id, entity_id, ...node }) =>
    entity_id
      ? [{ ...node, poi_entity_id: entity_id, latest_change: changes.get(`entity:${entity_id}`) ?? null }]
      : [],
  );
  const [contacts, entities] = await Promise.all([
    findItems(db, viewer, 'contact', [...new Set(contactNodes.map((node) => node.poi_contact_id))]),
    findItems(db, viewer, 'entity', [...new Set(entityNodes.map((node) => node.poi_entity_id))]),
  ]);
  return {
    ...fields,
    root: theme.level > 1 ? toRef(nodes.get(root_id)) : null,
    subroot: theme.level > 2 && theme.parent_id ? toRef(nodes.get(theme.parent_id)) : null,
    children: nodes.get(id)?.children ?? [],
    contacts: contacts.map((contact) => contact.ref),
    entities: entities.map((entity) => entity.ref),
    grid: { contact_nodes: contactNodes, entity_nodes: entityNodes },
    ...counts,
  };
}
