import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/**
 * Notified once per statement by the triggers of migration 2026-11-23-change-notifications, with the
 * changed table's name as payload; comments name each changed post instead (migration
 * 2026-11-25-per-post-comment-notifications).
 */
export const CHANGES_CHANNEL = 'vigie_changes';

const RECONNECT_MS = 2_000;
// A connection dropped without a word (a firewall's idle timeout) would otherwise look alive forever,
// its notifications silently missed; the traffic also keeps such timeouts away.
const HEARTBEAT_MS = 5_000;

export interface ListenOptions {
  connectionString: string;
  channel: string;
  /**
   * Called on each NOTIFY with its payload, and without one each time the connection is (re)established:
   * notifications sent while none listened are lost, so whatever they would have announced must be assumed.
   */
  onNotify: (payload?: string) => void;
  /** Called when the connection fails or ends; notifications are missed until the next `onNotify`. */
  onLost?: () => void;
  /** How the connection is named in `pg_stat_activity`, for other processes to see it is there. */
  applicationName?: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

export interface Listener {
  /** Settles once the first connection attempt has succeeded or failed. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * LISTENs on `channel` on a connection of its own (a pooled one would be handed to other queries),
 * and opens it again when it is lost.
 */
export function listen(options: ListenOptions): Listener {
  const { connectionString, channel, onNotify, onLost, log } = options;
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({
      connectionString,
      application_name: options.applicationName ?? `vigie listen ${channel}`,
      query_timeout: HEARTBEAT_MS,
    });
    let failed = false;
    const fail = (error: Error) => {
      if (failed || closed) return;
      failed = true;
      log.warn({ err: error }, `${channel} listening connection lost`);
      if (client === next) {
        client = undefined;
        clearInterval(heartbeat);
      }
      onLost?.();
      next.end().catch(() => {});
      retry = setTimeout(connect, RECONNECT_MS);
    };
    next.on('notification', (message) => onNotify(message.payload));
    next.on('error', fail);
    next.on('end', () => fail(new Error('connection ended')));
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      return fail(error as Error);
    }
    if (closed) return void (await next.end().catch(() => {}));
    client = next;
    heartbeat = setInterval(() => next.query('SELECT 1').catch(fail), HEARTBEAT_MS);
    onNotify();
  };
  const ready = connect();

  return {
    ready,
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      await client?.end().catch(() => {});
      client = undefined;
    },
  };
}
