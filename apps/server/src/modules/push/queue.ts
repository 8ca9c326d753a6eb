import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect.ts';
import { listen } from '../../db/listen.ts';
import { PUSH_CHANNEL } from './fan-out.ts';
import {
  type ClaimedPush,
  claimDue,
  drainerConnectionName,
  type Outcomes,
  recordOutcomes,
} from './queue-repository.ts';
import type { PushSender } from './send.ts';

export type PushLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface DrainerOptions {
  db: Db;
  sender: PushSender;
  log: PushLog;
  /** A database URL to LISTEN on: pushes queued by any process are sent at once, not at the next poll. */
  listenUrl?: string;
  /** Sends in flight at most. */
  concurrency?: number;
  pollMs?: number;
  /** How long a claim keeps other drainers off a row; longer than a send's time-out. */
  leaseMs?: number;
  /**
   * How old the claims of a drainer whose listening connection is gone (a killed server) must be before
   * they are taken over, without waiting for their lease: a send's time-out, so that none is still under way.
   */
  abandonedAfterMs?: number;
  maxAttempts?: number;
  /** The first retry's delay, doubled at each further attempt. */
  retryBaseMs?: number;
}

export interface PushDrainer {
  /** Stops claiming, lets the sends under way finish and records them: nothing is lost or sent twice. */
  stop(): Promise<void>;
  /** Looks for due pushes now. */
  wake(): void;
}

const MAX_RETRY_DELAY_MS = 3_600_000;
/** After the database refused to record outcomes, how long before trying again. */
const RECORD_RETRY_MS = 1_000;

/** Sends the queued pushes: claims due rows, sends them with bounded concurrency, records what happened. */
export function startPushDrainer(options: DrainerOptions): PushDrainer {
  const { db, sender, log, concurrency = 100, pollMs = 1_000, leaseMs = 60_000 } = options;
  const { maxAttempts = 6, retryBaseMs = 30_000, abandonedAfterMs = 10_000 } = options;
  const token = randomUUID();
  const inFlight = new Set<Promise<void>>();
  let outcomes: Outcomes = { done: [], retry: [], gone: [] };
  /** The outcomes being written: one statement at a time, each taking what came in meanwhile. */
  let recording: Promise<void> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let stopping = false;
  let woken = false;
  let signal = wakeUp();

  const wake = () => {
    woken = true;
    signal.resolve();
  };
  const pending = () => outcomes.done.length + outcomes.retry.length + outcomes.gone.length;

  async function deliver(push: ClaimedPush): Promise<void> {
    const { endpoint, p256dh, auth } = push;
    if (!push.deliverable || endpoint === null || p256dh === null || auth === null)
      return void outcomes.done.push(push.id);
    // The queue's id names the message: sent again by another server after this one died between the
    // push service's answer and its record, it replaces the first rather than reach the device twice.
    const result = await sender.send(
      { endpoint, p256dh, auth },
      JSON.stringify(push.payload),
      String(push.id),
    );
    if (result.status === 'sent') outcomes.done.push(push.id);
    else if (result.status === 'gone') outcomes.gone.push(push.subscription_id);
    else if (result.retry && push.attempts < maxAttempts) {
      const delayMs = Math.min(retryBaseMs * 2 ** (push.attempts - 1), MAX_RETRY_DELAY_MS);
      outcomes.retry.push({ id: push.id, delayMs });
      log.warn({ push: push.id, to: originOf(endpoint), reason: result.reason, delayMs }, 'push retried');
    } else {
      outcomes.done.push(push.id);
      log.error({ push: push.id, to: originOf(endpoint), reason: result.reason }, 'push given up');
    }
  }

  function launch(push: ClaimedPush): void {
    const task = deliver(push).catch((error) => log.error({ err: error, push: push.id }, 'push failed'));
    inFlight.add(task);
    void task.finally(() => {
      inFlight.delete(task);
      recordSoon();
      signal.resolve();
    });
  }

  async function claim(limit: number): Promise<ClaimedPush[] | undefined> {
    try {
      return await claimDue(db, token, limit, leaseMs, abandonedAfterMs);
    } catch (error) {
      log.error({ err: error }, 'claiming pushes failed');
      return undefined;
    }
  }

  /**
   * Writes the outcomes as they come, while the sends go on: a push sent but not yet recorded is sent
   * again by the drainer that takes over if this process dies, so the fewer of them, the better. Recording
   * in groups of a hundred sends left up to a hundred such pushes besides the sends under way.
   */
  function recordSoon(): void {
    if (recording || retryTimer || pending() === 0) return;
    recording = record().then((recorded) => {
      recording = undefined;
      if (recorded) recordSoon();
      else
        retryTimer = setTimeout(() => {
          retryTimer = undefined;
          recordSoon();
        }, RECORD_RETRY_MS).unref();
      signal.resolve();
    });
  }

  async function recordNow(): Promise<void> {
    // A record under way starts the next one for what came in meanwhile: wait for them all.
    while (recording) await recording;
    clearTimeout(retryTimer);
    retryTimer = undefined;
    if (pending() > 0) await record();
  }

  /** Writes the outcomes so far; false when the database refused them, kept for the next try. */
  async function record(): Promise<boolean> {
    const batch = outcomes;
    outcomes = { done: [], retry: [], gone: [] };
    try {
      await recordOutcomes(db, token, batch);
      return true;
    } catch (error) {
      // Kept for the next round; if that never comes, the lease ends and the rows are sent again.
      log.error({ err: error }, 'recording sent pushes failed');
      outcomes = {
        done: [...batch.done, ...outcomes.done],
        retry: [...batch.retry, ...outcomes.retry],
        gone: [...batch.gone, ...outcomes.gone],
      };
      return false;
    }
  }

  async function run(): Promise<void> {
    // When the last claim found fewer rows than it could take, the next waits for a wake or the poll.
    let drainedAt: number | undefined;
    while (!stopping) {
      signal = wakeUp();
      // Before claiming: a deleted device's pending pushes must not be claimed again.
      if (outcomes.gone.length > 0) await recordNow();
      const due = drainedAt === undefined || woken || Date.now() - drainedAt >= pollMs;
      if (due && inFlight.size <= concurrency / 2) {
        woken = false;
        const room = concurrency - inFlight.size;
        const claimed = await claim(room);
        for (const push of claimed ?? []) launch(push);
        drainedAt = claimed && claimed.length === room ? undefined : Date.now();
      }
      if (stopping) break;
      await signal.wait(drainedAt === undefined ? undefined : drainedAt + pollMs - Date.now());
    }
    await Promise.all(inFlight);
    await recordNow();
  }

  // The listening connection also tells other drainers that this one is alive, by its name.
  const listener = options.listenUrl
    ? listen({
        connectionString: options.listenUrl,
        channel: PUSH_CHANNEL,
        applicationName: drainerConnectionName(token),
        onNotify: wake,
        log,
      })
    : undefined;
  const running = run().catch((error) => log.error({ err: error }, 'push drainer stopped'));
  return {
    wake,
    async stop() {
      stopping = true;
      signal.resolve();
      await running;
      await listener?.close();
    },
  };
}

/** A one-shot signal: `wait` ends when it is resolved, or after `ms` when given. */
function wakeUp() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return {
    resolve: () => resolve(),
    async wait(ms?: number): Promise<void> {
      if (ms === undefined) return promise;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((done) => {
        timer = setTimeout(done, Math.max(0, ms));
      });
      await Promise.race([promise, timeout]);
      clearTimeout(timer);
    },
  };
}

function originOf(endpoint: string): string {
  try {
    return new URL(endpoint).origin;
  } catch {
    return 'an invalid endpoint';
  }
}
