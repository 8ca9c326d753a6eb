import type { Insertable } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { AuditLogTable } from '../../db/database.ts';
import { auditIsVisible } from '../access/confidentiality.ts';
import type { Viewer } from '../access/viewer.ts';

export async function insertEntry(trx: Db, entry: Insertable<AuditLogTable>): Promise<void> {
  await trx.insertInto('audit_log').values(entry).execute();
}

export interface EntryFilter {
  targetType?: string;
  targetId?: string;
  /** Entries older than this one (its id). */
  before?: number;
  limit: number;
}

/** The entries the viewer may see, newest first (index audit_log_target when filtered by target). */
export async function entries(db: Db, viewer: Viewer, filter: EntryFilter) {
  let query = db.selectFrom('audit_log').selectAll().where(auditIsVisible(viewer));
  if (filter.targetType !== undefined) query = query.where('target_type', '=', filter.targetType);
  if (filter.targetId !== undefined) query = query.where('target_id', '=', filter.targetId);
  if (filter.before !== undefined) query = query.where('id', '<', filter.before);
  return query.orderBy('id', 'desc').limit(filter.limit).execute();
}
