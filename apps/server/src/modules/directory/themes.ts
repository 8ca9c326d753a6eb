import type { DirectoryTheme, ThemeFields } from '@vigie/contract';
import {
  placeThemes,
  samePlacement,
  type ThemeLink,
  type ThemePlacement,
  ThemeTreeProblem,
} from '../../content/theme-tree.ts';
import type { Db } from '../../db/connect.ts';
import { badRequest } from '../../http/errors.ts';
import { newId } from '../../lib/ids.ts';
import { findVisibleTheme, requireAccessToConfidential, requireVisibleTheme } from '../access/directory.ts';
import type { Viewer } from '../access/viewer.ts';
import { recordAudit } from '../audit/service.ts';
import { recount, refreshNamesCited } from './recount.ts';
import { requireDirectory } from './service.ts';
import * as repo from './theme-repository.ts';

const PARENT = 'body.theme.parent_id';

type StoredTheme = Awaited<ReturnType<typeof requireVisibleTheme>>;

const toAnswer = (theme: StoredTheme): DirectoryTheme => ({
  id: theme.id,
  item: theme.item,
  type: theme.type,
  description: theme.description,
  confidential: theme.confidential,
  parent_id: theme.parent_id,
  level: theme.level,
});

const audited = ({ id, ...fields }: DirectoryTheme) => fields;

export async function getTheme(db: Db, viewer: Viewer, id: string): Promise<DirectoryTheme> {
  requireDirectory(viewer);
  return toAnswer(await requireVisibleTheme(db, viewer, id));
}

/**
 * Places the whole tree with one theme set as written, refusing a parent the viewer may not see, a cycle
 * or a fourth level (a theme moves with its sub-themes, so theirs count too). Answers each theme whose
 * place changed, and the written theme's.
 */
async function placeWith(trx: Db, viewer: Viewer, id: string, fields: ThemeFields) {
  if (fields.parent_id !== null && !(await findVisibleTheme(trx, viewer, fields.parent_id)))
    throw badRequest(PARENT, `unknown theme ${fields.parent_id}`);
  const stored = await repo.treeOf(trx);
  const links = new Map<string, ThemeLink>(stored.map((theme) => [theme.id, theme]));
  links.set(id, { parent_id: fields.parent_id, confidential: fields.confidential });
  let placed: Map<string, ThemePlacement>;
  try {
    placed = placeThemes(links);
  } catch (error) {
    if (!(error instanceof ThemeTreeProblem)) throw error;
    throw badRequest(
      PARENT,
      error.problem === 'cycle'
        ? 'a theme cannot move under itself or one of its sub-themes'
        : 'themes nest at most 3 levels: there, this theme or one of its sub-themes would be deeper',
    );
  }
  const moved = stored.flatMap((theme) => {
    const place = placed.get(theme.id)!;
    return theme.id === id || samePlacement(theme, place)
      ? []
      : [{ id: theme.id, place, restrictionChanged: place.restricted !== theme.restricted }];
  });
  return { own: placed.get(id)!, moved };
}

export async function createTheme(db: Db, viewer: Viewer, fields: ThemeFields): Promise<DirectoryTheme> {
  requireDirectory(viewer);
  requireAccessToConfidential(viewer, fields.confidential);
  const id = newId();
  await db.transaction().execute(async (trx) => {
    await repo.lockTree(trx);
    const { own } = await placeWith(trx, viewer, id, fields);
    await repo.insertTheme(trx, id, fields, own);
    await recordAudit(trx, {
      actorId: viewer.id,
      action: 'theme.create',
      targetType: 'theme',
      targetId: id,
      before: null,
      after: audited(toAnswer(await requireVisibleTheme(trx, viewer, id))),
      confidential: own.restricted,
    });
  });
  return getTheme(db, viewer, id);
}

/**
 * Edits a theme, or moves it with its sub-themes under another parent. A new name reaches the search of
 * the posts citing it; a change of restriction (its own or inherited) reaches the counts just after.
 */
export async function updateTheme(db: Db, viewer: Viewer, id: string, fields: ThemeFields) {
  requireDirectory(viewer);
  requireAccessToConfidential(viewer, fields.confidential);
  const recounted = await db.transaction().execute(async (trx) => {
    await repo.lockTree(trx);
    const before = await requireVisibleTheme(trx, viewer, id, true);
    const { own, moved } = await placeWith(trx, viewer, id, fields);
    await repo.updateTheme(trx, id, fields);
    for (const theme of [{ id, place: own }, ...moved]) await repo.placeTheme(trx, theme.id, theme.place);
    const after = await requireVisibleTheme(trx, viewer, id);
    await recordAudit(trx, {
      actorId: viewer.id,
      action: before.parent_id === after.parent_id ? 'theme.update' : 'theme.move',
      targetType: 'theme',
      targetId: id,
      before: audited(toAnswer(before)),
      after: audited(toAnswer(after)),
      confidential: before.restricted || after.restricted,
    });
    const renamed = before.item !== after.item;
    if (renamed) await refreshNamesCited(trx, 'theme', [id]);
    const itself = renamed || before.restricted !== after.restricted ? [id] : [];
    return [...itself, ...moved.filter((theme) => theme.restrictionChanged).map((theme) => theme.id)];
  });
  await recount(db, 'theme', recounted);
  return getTheme(db, viewer, id);
}
