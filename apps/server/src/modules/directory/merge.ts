import type { Db } from '../../db/connect.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { Viewer } from '../access/viewer.ts';
import { recordAudit } from '../audit/service.ts';
import { refreshCitedNames } from '../posts/cited-names.ts';
import { ITEM_KINDS, type ItemKind } from './kinds.ts';
import * as merge from './merge-repository.ts';
import { recount } from './recount.ts';
import * as repo from './repository.ts';
import { getItem, lockedRecord, requireDirectory } from './service.ts';

const DUPLICATE = 'body.duplicate_id';
const NO_ITEMS = { contacts: [], entities: [], themes: [] };

/**
 * Folds a duplicate into the item kept, in one transaction: the posts citing it, each user's focus and
 * notifications, its stances, links and affiliations move to the kept item, then the duplicate is
 * deleted. The kept item's own fields stay as they are (docs/product.md §10.9.6).
 */
export async function mergeItems<K extends ItemKind>(
  db: Db,
  viewer: Viewer,
  kind: K,
  keep: string,
  duplicate: string,
) {
  requireDirectory(viewer);
  if (keep === duplicate) throw badRequest(DUPLICATE, `is the ${kind} itself`);
  await db.transaction().execute(async (trx) => {
    // Both rows locked in one order, so that two merges of the same pair cannot wait on each other.
    const found = new Set<string>();
    for (const id of [keep, duplicate].sort()) if (await repo.findRow(trx, kind, id, true)) found.add(id);
    if (!found.has(keep)) throw notFound(ITEM_KINDS[kind].name);
    if (!found.has(duplicate)) throw badRequest(DUPLICATE, `unknown ${kind} ${duplicate}`);
    const before = await lockedRecord(trx, kind, keep);
    const gone = await lockedRecord(trx, kind, duplicate);
    const posts = await merge.citingPosts(trx, kind, duplicate);
    await merge.moveCitations(trx, kind, keep, duplicate);
    await merge.newVersions(trx, posts);
    await merge.moveSettings(trx, kind, keep, duplicate);
    await merge.moveStances(trx, kind, keep, duplicate);
    await merge.moveLinks(trx, kind, keep, duplicate);
    await merge.mergeAffiliations(trx, kind, keep, duplicate);
    await merge.deleteItem(trx, kind, duplicate);
    await refreshCitedNames(trx, { ...NO_ITEMS, posts });
    const after = await lockedRecord(trx, kind, keep);
    const record = { actorId: viewer.id, action: `${kind}.merge`, targetType: kind };
    await recordAudit(trx, {
      ...record,
      targetId: duplicate,
      before: gone.fields,
      after: { merged_into: keep },
      confidential: gone.confidential,
    });
    await recordAudit(trx, {
      ...record,
      targetId: keep,
      before: { ...before.fields, merged: null },
      after: { ...after.fields, merged: { id: duplicate, citing_posts: posts.length } },
      confidential: before.confidential || after.confidential,
    });
  });
  await recount(db, kind, [keep, duplicate]);
  return getItem(db, viewer, kind, keep);
}
