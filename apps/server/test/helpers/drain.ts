import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../../src/db/connect.ts';
import { type DrainerOptions, type PushLog, startPushDrainer } from '../../src/modules/push/queue.ts';
import { anyAddress, createPushSender } from '../../src/modules/push/send.ts';
import { ensureVapidKeys } from '../../src/modules/push/vapid.ts';
import type { PushService } from './push-service.ts';

export const quietLog: PushLog = { info: () => {}, warn: () => {}, error: () => {} };

/** The real sender, signing with the database's VAPID keys, posting to the local push service. */
export async function senderFor(db: Db, service: PushService, encryptThreads = 0) {
  const keys = await ensureVapidKeys(db);
  return createPushSender({
    keys,
    subject: 'mailto:test@vigie.example',
    agent: service.agent,
    addressPolicy: anyAddress,
    encryptThreads,
  });
}

/** Pushes not yet settled: due now, or claimed. Retries waiting for later do not count. */
export async function unsettled(db: Db): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    SELECT count(*)::int AS count FROM push_queue WHERE claim_token IS NOT NULL OR next_attempt_at <= now()`.execute(
    db,
  );
  return rows[0]?.count ?? 0;
}

/** Runs a drainer until every due push is settled, then stops it as the server does. */
export async function drain(
  db: Db,
  service: PushService,
  options: Partial<DrainerOptions> = {},
): Promise<void> {
  const sender = await senderFor(db, service);
  const drainer = startPushDrainer({ db, sender, log: quietLog, pollMs: 20, ...options });
  await expect.poll(() => unsettled(db), { timeout: 10_000, interval: 20 }).toBe(0);
  await drainer.stop();
  await sender.close();
}

export async function queued(db: Db) {
  return db.selectFrom('push_queue').selectAll().orderBy('id').execute();
}
