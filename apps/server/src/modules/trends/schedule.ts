import type { Db } from '../../db/connect.ts';
import { refreshTrendWindows } from './refresh.ts';

/**
 * Rebuilds the trend windows (1, 7, 30 days) now and then every `intervalMs`, without keeping the process alive.
 * A failed run is logged and the next one tries again. Returns the function that stops it.
 */
export function scheduleTrendRefresh(db: Db, intervalMs = 300_000): () => void {
  const run = () => {
    refreshTrendWindows(db).catch((error: unknown) => {
      console.error('trend counts refresh failed:', error);
    });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
