import type { Db } from '../../db/connect.ts';
import { refreshTrendCounts } from './refresh.ts';

/**
 * Rebuilds trend_counts now and then every `intervalMs`, without keeping the process alive.
 * A failed run is logged and the next one tries again. Returns the function that stops it.
 */
export function scheduleTrendRefresh(db: Db, intervalMs = 300_000): () => void {
  const run = () => {
    refreshTrendCounts(db).catch((error: unknown) => {
      console.error('trend counts refresh failed:', error);
    });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
