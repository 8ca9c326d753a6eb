import type { Db } from '../../db/connect.ts';
import { repeatEvery } from '../../lib/repeat.ts';
import { enqueuePostPushes } from '../push/fan-out.ts';
import { refreshTrendCounts } from '../trends/refresh.ts';
import { citedBy, claimDuePushes } from './write-repository.ts';

/**
 * Scheduled posts whose date has come: queues their pushes, once whatever the number of servers or
 * restarts (the claim and the queue commit together), then counts them in the trends. Feeds, search and
 * cached answers need nothing: they read the date (and the cache ends at `nextPublication`).
 */
export async function publishDuePosts(db: Db): Promise<string[]> {
  const due = await db.transaction().execute(async (trx) => {
    const ids = await claimDuePushes(trx);
    await enqueuePostPushes(trx, ids);
    return ids;
  });
  if (due.length > 0) await refreshTrendCounts(db, await citedBy(db, due));
  return due;
}

/** Runs publishDuePosts now and every `intervalMs`; returns the stop. */
export function schedulePublications(db: Db, intervalMs = 5_000): () => void {
  return repeatEvery(intervalMs, 'due publications', () => publishDuePosts(db));
}
