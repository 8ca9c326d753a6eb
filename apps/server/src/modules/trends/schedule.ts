import type { Db } from '../../db/connect.ts';
import { repeatEvery } from '../../lib/repeat.ts';
import { refreshTrendWindows } from './refresh.ts';

/** Rebuilds the trend windows (1, 7, 30 days) now and then every `intervalMs`; returns the stop. */
export function scheduleTrendRefresh(db: Db, intervalMs = 300_000): () => void {
  return repeatEvery(intervalMs, 'trend counts refresh', () => refreshTrendWindows(db));
}
