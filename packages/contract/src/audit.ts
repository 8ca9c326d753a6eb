import { z } from 'zod';
import { CursorQuery, Id, page, Timestamp } from './common.ts';

/** What an administration write touched: a post, a user, or whatever a later write names. */
export const AuditTargetType = z.string().regex(/^[a-z_]{1,40}$/, 'must be 1 to 40 of a-z and _');

export const AuditQuery = CursorQuery.extend({
  target_type: AuditTargetType.optional(),
  target_id: Id.optional(),
});

/** One write: who did what to which target, and the fields it changed, before and after. */
export const AuditEntry = z.object({
  id: z.string(),
  at: Timestamp,
  actor_id: Id,
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});

export const AuditPage = page(AuditEntry);

export type AuditEntry = z.infer<typeof AuditEntry>;
