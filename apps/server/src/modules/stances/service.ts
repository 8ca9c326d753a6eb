import type { StanceCell, StanceChangeSummary, StanceGrid, StanceItemType } from '@vigie/contract';
import type { Db } from '../../db/connect.ts';
import type { Position } from '../../db/database.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { newId } from '../../lib/ids.ts';
import { NEWSROOM, requireRole } from '../access/roles.ts';
import type { Viewer } from '../access/viewer.ts';
import { recordAudit } from '../audit/service.ts';
import { enqueueStancePushes } from '../push/fan-out.ts';
import { driftText } from './labels.ts';
import * as repo from './repository.ts';

export interface StanceWrite {
  item_type: StanceItemType;
  item_id: string;
  theme_id: string;
  position: Position | null;
  post_id: string | null;
}

type ChangeRow = Awaited<ReturnType<typeof repo.latestChanges>>[number];

const toSummary = (row: ChangeRow): StanceChangeSummary => ({
  from: row.from_position,
  to: row.to_position,
  changed_at: row.changed_at.toISOString(),
  post: row.post_id === null || row.post_title === null ? null : { id: row.post_id, title: row.post_title },
});

/** docs/product.md §10.9.9: each stance's latest change on a theme, by `contact:<id>` or `entity:<id>`. */
export async function latestChanges(db: Db, viewer: Viewer, themeId: string) {
  const rows = await repo.latestChanges(db, viewer, themeId);
  return new Map(
    rows.map((row) => [
      row.contact_id ? `contact:${row.contact_id}` : `entity:${row.entity_id}`,
      toSummary(row),
    ]),
  );
}

/** The themes the viewer sees on which the item has a stance or a history, by theme name. */
export async function stanceGrid(db: Db, viewer: Viewer, itemType: StanceItemType, itemId: string) {
  requireRole(viewer, NEWSROOM, 'Only editors and admins may change stances');
  if ((await repo.itemName(db, itemType, itemId)) === undefined) throw notFound(itemType);
  const [nodes, history] = await Promise.all([
    repo.itemNodes(db, viewer, itemType, itemId),
    repo.itemHistory(db, viewer, itemType, itemId),
  ]);
  const cells = new Map<string, StanceCell & { sortKey: string }>();
  const cellOf = (row: (typeof nodes)[number] | (typeof history)[number]) => {
    let cell = cells.get(row.theme_id);
    if (!cell) {
      const theme = { id: row.theme_id, item: row.theme_item, confidential: row.theme_confidential };
      cell = {
        theme: { ...theme, level: row.theme_level },
        start_position: null,
        end_position: null,
        history: [],
        sortKey: row.theme_sort_key,
      };
      cells.set(row.theme_id, cell);
    }
    return cell;
  };
  // A cell holding several nodes (older imports) shows the first, as the theme's grid does.
  for (const node of nodes.toReversed()) Object.assign(cellOf(node), pick(node));
  for (const row of history) {
    const editor = row.editor_id && {
      id: row.editor_id,
      firstname: row.editor_firstname ?? '',
      lastname: row.editor_lastname ?? '',
    };
    cellOf(row).history.push({ ...toSummary(row), id: String(row.id), editor: editor || null });
  }
  const sorted = [...cells.values()].sort(
    (a, b) => a.sortKey.localeCompare(b.sortKey) || a.theme.id.localeCompare(b.theme.id),
  );
  return {
    item_type: itemType,
    item_id: itemId,
    cells: sorted.map(({ sortKey, ...cell }) => cell),
  } satisfies StanceGrid;
}

const pick = ({
  start_position,
  end_position,
}: {
  start_position: Position | null;
  end_position: Position | null;
}) => ({
  start_position,
  end_position,
});

/**
 * Sets or clears an item's current stance on a theme (its end position; a first stance starts there too),
 * recording the change, its audit entry and its pushes in one transaction. The same position again
 * changes nothing. An editor cites only themes and posts they may see (docs/product.md §6.2).
 */
export async function setStance(db: Db, viewer: Viewer, write: StanceWrite): Promise<StanceCell> {
  requireRole(viewer, NEWSROOM, 'Only editors and admins may change stances');
  const cell = { itemType: write.item_type, itemId: write.item_id, themeId: write.theme_id };
  const [theme, post] = await Promise.all([
    repo.visibleTheme(db, viewer, write.theme_id),
    write.post_id === null ? undefined : repo.visiblePost(db, viewer, write.post_id),
  ]);
  if (!theme) throw badRequest('body.theme_id', `unknown theme ${write.theme_id}`);
  if (write.post_id !== null && !post) throw badRequest('body.post_id', `unknown post ${write.post_id}`);
  await db.transaction().execute(async (trx) => {
    const name = await repo.itemName(trx, write.item_type, write.item_id, true);
    if (name === undefined) throw badRequest('body.item_id', `unknown ${write.item_type} ${write.item_id}`);
    const node = await repo.findNode(trx, cell);
    const from = node?.end_position ?? null;
    if (from === write.position) return;
    if (node) await repo.setEndPosition(trx, cell, write.position);
    else if (write.position !== null) await repo.insertNode(trx, newId(), cell, write.position);
    const changeId = await repo.insertChange(trx, cell, {
      from,
      to: write.position,
      postId: write.post_id,
      actorId: viewer.id,
    });
    await recordAudit(trx, {
      actorId: viewer.id,
      action: 'stance.change',
      targetType: write.item_type,
      targetId: write.item_id,
      before: { stance: { theme_id: write.theme_id, position: from } },
      after: {
        stance: { theme_id: write.theme_id, position: write.position },
        ...(write.post_id !== null && { post_id: write.post_id }),
      },
      confidential: theme.restricted || (post?.confidential ?? false),
    });
    await enqueueStancePushes(trx, {
      changeId,
      itemType: write.item_type,
      itemId: write.item_id,
      themeId: write.theme_id,
      title: name,
      body: driftText(from, write.position, theme.item),
    });
  });
  const grid = await stanceGrid(db, viewer, write.item_type, write.item_id);
  const { restricted, ...ref } = theme;
  return (
    grid.cells.find((found) => found.theme.id === write.theme_id) ?? {
      theme: ref,
      start_position: null,
      end_position: null,
      history: [],
    }
  );
}
