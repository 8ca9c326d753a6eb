import type { NewPost, PostDetail } from '@vigie/contract';
import type { Db } from '../../db/connect.ts';
import type { Role } from '../../db/database.ts';
import { storedIds } from '../../db/id-lists.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { Viewer } from '../access/viewer.ts';
import { recordAudit } from '../audit/service.ts';
import { loadPost } from '../posts/service.ts';
import { countInTrends, writePosts } from '../posts/write.ts';
import type { PostToStore } from '../posts/write-repository.ts';
import * as repo from './repository.ts';

const PUBLISHERS: ReadonlySet<Role> = new Set(['editor', 'admin']);
const FIELD = 'body.post';
const CITED = [
  ['contacts', 'contact'],
  ['entities', 'entity'],
  ['themes', 'theme'],
] as const;

/**
 * Stores a post by the viewer, published at once, with the pushes to the readers notified on what it
 * cites (queued in the same transaction, by the write path the import shares), then counts it in the
 * trends. Editors and admins only; a confidential post needs confidential access, so that its author can
 * read it.
 */
export async function publishPost(db: Db, viewer: Viewer, fields: NewPost): Promise<PostDetail> {
  if (!PUBLISHERS.has(viewer.role)) throw forbidden('Only editors and admins may publish posts');
  if (fields.confidential && !viewer.has_confidential_access)
    throw forbidden('Publishing a confidential post needs confidential access');
  const publishDate = fields.publish_date ?? new Date().toISOString();
  // A later date would schedule the post, and the pushes of a post not yet visible are never queued.
  if (Date.parse(publishDate) > Date.now())
    throw badRequest(`${FIELD}.publish_date`, 'must not be in the future');
  await refuseUnknownCitations(db, viewer, fields);
  const post: PostToStore = {
    ...fields,
    id: newId(),
    publish_date: publishDate,
    is_published: true,
    author_id: viewer.id,
    attachments: fields.attachments.map((attachment) => ({ ...attachment, id: newId() })),
  };
  const stored = await db.transaction().execute(async (trx) => {
    const written = await writePosts(trx, [post]);
    await recordAudit(trx, {
      actorId: viewer.id,
      action: 'post.create',
      targetType: 'post',
      targetId: post.id,
      before: null,
      after: auditedFields(post),
      confidential: post.confidential,
    });
    return written;
  });
  await countInTrends(db, stored);
  return loadPost(db, viewer, post.id);
}

/** A post's fields as the audit log keeps them: what an editor gives, without the server's. */
function auditedFields({ id, author_id, attachments, ...fields }: PostToStore) {
  return { ...fields, attachments: attachments.map(({ filename, url }) => ({ filename, url })) };
}

/** Refuses the first cited id that names nothing the viewer may cite, with its field. */
async function refuseUnknownCitations(db: Db, viewer: Viewer, fields: NewPost): Promise<void> {
  const [contacts, entities, themes] = await Promise.all([
    storedIds(db, 'contacts', fields.contacts),
    storedIds(db, 'entities', fields.entities),
    // A restricted theme does not exist for a viewer without access: unknown, as a 404 elsewhere.
    repo.visibleThemeIds(db, viewer, fields.themes),
  ]);
  const known = { contacts, entities, themes };
  for (const [list, kind] of CITED) {
    const position = fields[list].findIndex((id) => !known[list].has(id));
    if (position >= 0)
      throw badRequest(`${FIELD}.${list}.${position}`, `unknown ${kind} ${fields[list][position]}`);
  }
}
