import type { NewsroomPost, PostStatus, UpdatePostBody } from '@vigie/contract';
import type { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import type { Viewer } from '../access/viewer.ts';
import { recordAudit } from '../audit/service.ts';
import { countInTrends, writePosts } from '../posts/write.ts';
import { citedBy } from '../posts/write-repository.ts';
import { enqueuePostPushes } from '../push/fan-out.ts';
import { refreshTrendCounts } from '../trends/refresh.ts';
import * as repo from './repository.ts';
import { auditedFields, loadEditable, refuseUnknownCitations, requireNewsroom, toStore } from './service.ts';

type Edit = z.output<typeof UpdatePostBody>;

const ACTIONS: Record<PostStatus, string> = {
  draft: 'post.update',
  scheduled: 'post.update',
  published: 'post.correct',
  retracted: 'post.update',
};

/**
 * Saves an edit made from `edit.version`. A stale version (or a retracted post) is a 409 carrying the
 * post as it stands: never a silent overwrite. A published post is corrected: it keeps its date (its
 * place in the feeds), is marked edited, and pushes again only when `notify` asks; the audit entry holds
 * the revision. A draft is published by `status`. Restricted themes the editor may not see stay cited.
 */
export async function updatePost(db: Db, viewer: Viewer, id: string, edit: Edit): Promise<NewsroomPost> {
  requireNewsroom(viewer);
  await loadEditable(db, viewer, id);
  requireNewsroom(viewer, edit.post);
  await refuseUnknownCitations(db, viewer, edit.post);
  const stored = await db.transaction().execute(async (trx) => {
    if (!(await repo.takeVersion(trx, id, edit.version))) return undefined;
    const before = await loadEditable(trx, viewer, id);
    const corrected = before.status === 'published';
    const post = toStore(
      { ...edit.post, themes: [...edit.post.themes, ...(await repo.hiddenThemeIds(trx, viewer, id))] },
      { id, author_id: before.author?.id ?? null, is_published: isPublished(before, edit) },
      publishDate(before, edit),
    );
    const written = await writePosts(trx, [post]);
    if (corrected) await repo.markCorrected(trx, id);
    if (corrected && edit.notify) await enqueuePostPushes(trx, [id]);
    const after = await loadEditable(trx, viewer, id);
    await recordAudit(trx, {
      actorId: viewer.id,
      action: before.status === 'draft' && after.status !== 'draft' ? 'post.publish' : ACTIONS[before.status],
      targetType: 'post',
      targetId: id,
      before: auditedFields(before),
      after: auditedFields(after),
      confidential: before.confidential || after.confidential,
    });
    return written;
  });
  if (!stored) {
    const current = await loadEditable(db, viewer, id);
    throw conflict(`The post is at version ${current.version} (${current.status})`, { post: current });
  }
  await countInTrends(db, stored);
  return loadEditable(db, viewer, id);
}

function isPublished(before: NewsroomPost, edit: Edit): boolean {
  if (before.status === 'published') {
    if (edit.status === 'draft')
      throw badRequest('body.status', 'a published post is retracted, not made a draft');
    return true;
  }
  return (edit.status ?? (before.status === 'draft' ? 'draft' : 'published')) === 'published';
}

/** The date to store when the edit gives none; a published post keeps its own. */
function publishDate(before: NewsroomPost, edit: Edit): string {
  if (before.status === 'published') {
    const asked = edit.post.publish_date;
    if (asked !== undefined && Date.parse(asked) !== Date.parse(before.publish_date))
      throw badRequest('body.post.publish_date', 'a published post keeps its date');
    edit.post.publish_date = undefined;
    return before.publish_date;
  }
  return before.status === 'draft' && edit.status === 'published'
    ? new Date().toISOString()
    : before.publish_date;
}

/**
 * Withdraws a post from readers at once: feeds, search, its page, counts and cached answers (the posts
 * trigger), and bookmark lists; its bookmarks and comments are kept, hidden. Retracting twice changes
 * nothing.
 */
export async function retractPost(db: Db, viewer: Viewer, id: string): Promise<NewsroomPost> {
  requireNewsroom(viewer);
  const before = await loadEditable(db, viewer, id);
  const retracted = await db.transaction().execute(async (trx) => {
    if (!(await repo.retract(trx, id))) return false;
    await recordAudit(trx, {
      actorId: viewer.id,
      action: 'post.retract',
      targetType: 'post',
      targetId: id,
      before: { status: before.status },
      after: { status: 'retracted' },
      confidential: before.confidential,
    });
    return true;
  });
  if (retracted) await refreshTrendCounts(db, await citedBy(db, [id]));
  return loadEditable(db, viewer, id);
}
