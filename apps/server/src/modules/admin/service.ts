import type { NewPost, NewsroomPost, NewsroomQuery } from '@vigie/contract';
import type { Db } from '../../db/connect.ts';
import { storedIds } from '../../db/id-lists.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { newId } from '../../lib/ids.ts';
import { NEWSROOM, requireRole } from '../access/roles.ts';
import type { Viewer } from '../access/viewer.ts';
import { recordAudit } from '../audit/service.ts';
import { decodeCursor, encodeCursor } from '../posts/cursor.ts';
import { toTsQuery } from '../posts/search.ts';
import { countInTrends, writePosts } from '../posts/write.ts';
import type { PostToStore } from '../posts/write-repository.ts';
import * as repo from './repository.ts';

const FIELD = 'body.post';
const PAGE_SIZE = 20;
const CITED = [
  ['contacts', 'contact'],
  ['entities', 'entity'],
  ['themes', 'theme'],
] as const;

/** Editors and admins only; a confidential post needs confidential access, so that its author can read it. */
export function requireNewsroom(viewer: Viewer, fields?: NewPost): void {
  requireRole(viewer, NEWSROOM, 'Only editors and admins may write posts');
  if (fields?.confidential && !viewer.has_confidential_access)
    throw forbidden('A confidential post needs confidential access');
}

/**
 * Stores a new post by the viewer: a draft, or published (scheduled when dated later), with the pushes of
 * a post visible at once queued in the same transaction (a scheduled one's come at its date), then
 * counts it in the trends.
 */
export async function createPost(
  db: Db,
  viewer: Viewer,
  fields: NewPost,
  status: 'draft' | 'published',
): Promise<NewsroomPost> {
  requireNewsroom(viewer, fields);
  await refuseUnknownCitations(db, viewer, fields);
  const post = toStore(fields, { id: newId(), author_id: viewer.id, is_published: status === 'published' });
  const stored = await db.transaction().execute(async (trx) => {
    const written = await writePosts(trx, [post]);
    const after = await loadEditable(trx, viewer, post.id);
    await recordAudit(trx, {
      actorId: viewer.id,
      action: 'post.create',
      targetType: 'post',
      targetId: post.id,
      before: null,
      after: auditedFields(after),
      confidential: post.confidential,
    });
    return written;
  });
  await countInTrends(db, stored);
  return loadEditable(db, viewer, post.id);
}

export function toStore(
  fields: NewPost,
  server: Pick<PostToStore, 'id' | 'author_id' | 'is_published'>,
  publishDate = new Date().toISOString(),
): PostToStore {
  return {
    ...fields,
    ...server,
    publish_date: fields.publish_date ?? publishDate,
    attachments: fields.attachments.map((attachment) => ({ ...attachment, id: newId() })),
  };
}

/** A post for editing, 404 when it does not exist for the viewer (confidential without access). */
export async function loadEditable(db: Db, viewer: Viewer, id: string): Promise<NewsroomPost> {
  const row = await repo.editablePost(db, viewer, id);
  if (!row) throw notFound('Post');
  const { is_published, ...post } = row;
  return {
    ...post,
    themes: post.themes ?? [],
    publish_date: post.publish_date.toISOString(),
    inserted_at: post.inserted_at.toISOString(),
    edited_at: post.edited_at?.toISOString() ?? null,
    retracted_at: post.retracted_at?.toISOString() ?? null,
  };
}

export async function getEditable(db: Db, viewer: Viewer, id: string): Promise<NewsroomPost> {
  requireNewsroom(viewer);
  return loadEditable(db, viewer, id);
}

/** The newsroom's list: every state, filtered, searched as readers search (§5.6), newest first. */
export async function listNewsroom(db: Db, viewer: Viewer, query: NewsroomQuery) {
  requireNewsroom(viewer);
  const limit = query.limit ?? PAGE_SIZE;
  const rows = await repo.newsroomPage(db, viewer, {
    ...query,
    tsQuery: query.query ? toTsQuery(query.query) : undefined,
    after: decodeCursor(query.cursor),
    limit: limit + 1,
  });
  const data = rows.slice(0, limit).map((row) => ({
    ...row,
    publish_date: row.publish_date.toISOString(),
    edited_at: row.edited_at?.toISOString() ?? null,
  }));
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  return {
    data,
    cursor: last ? encodeCursor({ publishDate: last.publish_date, id: last.id }) : (false as const),
  };
}

/** A post's fields as the audit log keeps them: what an editor writes, and its state. */
export function auditedFields({ id, version, author, inserted_at, ...fields }: NewsroomPost) {
  return fields;
}

/** Refuses the first cited id that names nothing the viewer may cite, with its field. */
export async function refuseUnknownCitations(db: Db, viewer: Viewer, fields: NewPost): Promise<void> {
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
