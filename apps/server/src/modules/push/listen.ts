import pg from 'pg';
import type { PushLog } from './queue.ts';

const RECONNECT_MS = 2_000;

/**
 * Calls `onNotify` on each NOTIFY on `channel`, on a connection of its own (a pooled one would be
 * handed to other queries). A lost connection is opened again; polling covers the gap.
 */
export function listen(
  connectionString: string,
  channel: string,
  onNotify: () => void,
  log: PushLog,
): { close(): Promise<void> } {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString });
    let failed = false;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      log.warn({ err: error }, 'push wake-up connection lost');
      if (client === next) client = undefined;
      next.end().catch(() => {});
      if (!closed) retry = setTimeout(connect, RECONNECT_MS);
    };
    next.on('notification', onNotify);
    next.on('error', fail);
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      return fail(error as Error);
    }
    client = next;
    if (closed) await next.end().catch(() => {});
    // Rows may have been queued while no connection listened.
    else onNotify();
  };
  void connect();

  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
      client = undefined;
    },
  };
}
