import { isDeepStrictEqual } from 'node:util';
import type { AuditEntry } from '@vigie/contract';
import type { Db } from '../../db/connect.ts';
import { badRequest } from '../../http/errors.ts';
import { ADMINS, requireRole } from '../access/roles.ts';
import type { Viewer } from '../access/viewer.ts';
import * as repo from './repository.ts';

type Fields = Record<string, unknown>;

export interface AuditRecord {
  actorId: string;
  /** What was done, `<target type>.<verb>`: `post.create`, `post.correct`, `user.deactivate`. */
  action: string;
  targetType: string;
  targetId: string;
  /** The target's fields before the write (null when it creates the target); only changed ones are kept. */
  before: Fields | null;
  /** The target's fields after the write (null when it deletes the target). */
  after: Fields | null;
  /** The target is confidential content: only admins with confidential access read the entry. */
  confidential?: boolean;
}

/**
 * Records one administration write. Call it with the transaction of the change, so that the entry exists
 * exactly when the change does. Fields equal on both sides are left out of the entry.
 */
export async function recordAudit(trx: Db, record: AuditRecord): Promise<void> {
  const { before, after } = changedFields(record.before, record.after);
  await repo.insertEntry(trx, {
    actor_id: record.actorId,
    action: record.action,
    target_type: record.targetType,
    target_id: record.targetId,
    before: before && JSON.stringify(before),
    after: after && JSON.stringify(after),
    confidential: record.confidential ?? false,
  });
}

function changedFields(before: Fields | null, after: Fields | null) {
  if (!before || !after) return { before, after };
  const changed = Object.keys({ ...before, ...after }).filter(
    (key) => !isDeepStrictEqual(before[key], after[key]),
  );
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(changed.map((key) => [key, after[key] ?? null])),
  };
}

const PAGE_SIZE = 20;

export interface AuditQuery {
  cursor?: string;
  limit?: number;
  target_type?: string;
  target_id?: string;
}

/** A page of the log, newest first; admins only. The cursor is the last entry shown. */
export async function auditPage(db: Db, viewer: Viewer, query: AuditQuery) {
  requireRole(viewer, ADMINS, 'Only admins may read the audit log');
  const limit = query.limit ?? PAGE_SIZE;
  const rows = await repo.entries(db, viewer, {
    targetType: query.target_type,
    targetId: query.target_id,
    before: decodeCursor(query.cursor),
    limit: limit + 1,
  });
  const data: AuditEntry[] = rows.slice(0, limit).map((row) => ({
    ...row,
    id: String(row.id),
    at: row.at.toISOString(),
    actor_id: row.actor_id,
    before: row.before as Fields | null,
    after: row.after as Fields | null,
  }));
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  return { data, cursor: last ? Buffer.from(String(last.id)).toString('base64url') : (false as const) };
}

function decodeCursor(cursor: string | undefined): number | undefined {
  if (!cursor) return undefined;
  const id = Number(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!Number.isSafeInteger(id) || id < 1)
    throw badRequest('querystring.cursor', 'is not a cursor this server gave');
  return id;
}
