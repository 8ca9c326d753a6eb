import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { deleteSubscriptions } from './repository.ts';

export interface ClaimedPush {
  id: number;
  subscription_id: string;
  payload: unknown;
  /** Including this one. */
  attempts: number;
  /** Null when the device is gone. */
  endpoint: string | null;
  p256dh: string | null;
  auth: string | null;
  /** False when the device is gone, signed out or its user deactivated since the push was queued. */
  deliverable: boolean;
}

/** What a drainer's listening connection is called: while it is connected, its claims are its own. */
export const drainerConnectionName = (token: string) => `vigie push drainer ${token}`;

/**
 * Claims up to `limit` due pushes for `leaseMs`: other drainers skip the locked rows now and the
 * claimed ones until the lease ends, when a crashed drainer's rows come due again. Rows claimed at least
 * `abandonedAfterMs` ago by a drainer whose connection is gone (`drainerConnectionName`) are due at once:
 * its process was killed, or lost the database, and sends nothing more. Every drainer has the same lease.
 */
export async function claimDue(
  db: Db,
  token: string,
  limit: number,
  leaseMs: number,
  abandonedAfterMs = leaseMs,
): Promise<ClaimedPush[]> {
  // Materialised, the rows to claim are chosen once. As a subquery of the join, a plan made while the
  // queue was empty read it again for each row of push_queue, each time skipping the rows it had just
  // locked and locking the next `limit`: one claim took 9,900 of 10,000 pushes, sent all at once.
  // The claimed rows are then updated and their devices read by key: joined as tables, a queue of 10,000
  // was read whole with its devices at each claim of 100, 16 to 28 ms a claim.
  const { rows } = await sql<ClaimedPush>`
    WITH due AS MATERIALIZED (
      SELECT id FROM push_queue
       WHERE next_attempt_at <= now() + ${Math.max(0, leaseMs - abandonedAfterMs)} * interval '1 millisecond'
         AND (next_attempt_at <= now()
              OR (claim_token IS NOT NULL
                  AND ${drainerConnectionName('')}::text || claim_token::text NOT IN
                      (SELECT application_name FROM pg_stat_activity WHERE application_name IS NOT NULL)))
       ORDER BY next_attempt_at, id
       LIMIT ${sql.lit(limit)}
         FOR UPDATE SKIP LOCKED),
    claimed AS (
      UPDATE push_queue
         SET next_attempt_at = now() + ${leaseMs} * interval '1 millisecond',
             claim_token = ${token}::uuid,
             attempts = attempts + 1
       WHERE id = ANY(ARRAY(SELECT id FROM due))
   RETURNING id, subscription_id, payload, attempts)
    SELECT claimed.*, device.endpoint, device.p256dh, device.auth, coalesce(device.deliverable, false) AS deliverable
      FROM claimed
      LEFT JOIN LATERAL (
        SELECT s.endpoint, s.p256dh, s.auth,
               (u.is_active AND se.expires_at > now()) IS TRUE AS deliverable
          FROM push_subscriptions s
          LEFT JOIN users u ON u.id = s.user_id
          LEFT JOIN sessions se ON se.token_hash = s.session_hash
         WHERE s.id = claimed.subscription_id
         LIMIT 1) device ON true`.execute(db);
  return rows;
}

export interface Outcomes {
  /** Sent, given up on, or no longer deliverable: the rows are done. */
  done: number[];
  retry: { id: number; delayMs: number }[];
  /** Subscriptions answered 404 or 410. */
  gone: string[];
}

/**
 * Records what became of claimed pushes, only for rows this claim still holds. The commit does not wait
 * for the disk: the drainer records as it sends, a few outcomes at a time, and an outcome lost with a
 * crash of the database only sends its push again, as a crash of the server would.
 */
export async function recordOutcomes(db: Db, token: string, outcomes: Outcomes): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`SET LOCAL synchronous_commit = off`.execute(trx);
    if (outcomes.done.length > 0)
      await sql`DELETE FROM push_queue WHERE id = any(${outcomes.done}::bigint[]) AND claim_token = ${token}::uuid`.execute(
        trx,
      );
    if (outcomes.retry.length > 0)
      await sql`
        UPDATE push_queue q
           SET next_attempt_at = now() + r.delay_ms * interval '1 millisecond', claim_token = NULL
          FROM unnest(${outcomes.retry.map((r) => r.id)}::bigint[], ${outcomes.retry.map((r) => r.delayMs)}::int[])
               AS r(id, delay_ms)
         WHERE q.id = r.id AND q.claim_token = ${token}::uuid`.execute(trx);
    if (outcomes.gone.length > 0) await deleteSubscriptions(trx, outcomes.gone);
  });
}
