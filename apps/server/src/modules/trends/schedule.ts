import type { Db } from '../../db/connect.ts';
import { repeatEvery } from '../../lib/repeat.ts';
import { refreshStaleTrendWindows } from './refresh.ts';

/**
 * A scheduled rebuild is skipped when the windows were rebuilt less than this share of an interval ago: with
 * servers' timers a little apart, one rebuilds and the others skip, and should it stop, the next one due
 * rebuilds within an interval.
 */
const FRESH_SHARE = 0.9;

/**
 * Rebuilds the trend windows (1, 7, 30 days) now, then slides them every `intervalMs` unless another server
 * sharing the database just did; returns the stop. The first run always rebuilds every item's windows: a new
 * version may count differently.
 */
export function scheduleTrendRefresh(db: Db, intervalMs = 300_000): () => void {
  let first = true;
  return repeatEvery(intervalMs, 'trend counts refresh', async () => {
    await (first
      ? refreshStaleTrendWindows(db, 0, 0)
      : refreshStaleTrendWindows(db, intervalMs * FRESH_SHARE));
    first = false;
  });
}
