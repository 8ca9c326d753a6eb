import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { importContent } from '../../apps/server/src/content/import.ts';
import { enqueuePostPushes, PUSH_CHANNEL } from '../../apps/server/src/modules/push/fan-out.ts';

/** Fails the run when `promise` takes more than two minutes: a push that never comes. */
function within(what, promise) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than 2 minutes`)), 120_000);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Publishes `post` through the import, as the CLI would from another process, and times its pushes:
 * *queued* from the import's start to the commit's notification, *sends per second* from there to the
 * `expected`-th push received.
 */
export async function publishAndTime({ db, connectionString, service, post, expected }) {
  // NOTIFY is delivered at commit: its arrival is the moment the recipients are queued.
  const listener = new pg.Client({ connectionString });
  await listener.connect();
  await listener.query(`LISTEN ${PUSH_CHANNEL}`);
  const before = service.received.length;
  const queued = within(
    'the queueing',
    new Promise((resolve) => listener.once('notification', () => resolve(performance.now()))),
  );
  const allSent = within(
    'the sending',
    new Promise((resolve) =>
      service.onReceived(() => service.received.length >= before + expected && resolve(performance.now())),
    ),
  );
  const started = performance.now();
  await importContent(db, { posts: [post] });
  const queuedAt = await queued;
  const sentAt = await allSent;
  await listener.end();
  return {
    firstPush: before,
    queueMs: queuedAt - started,
    sendsPerSecond: expected / ((sentAt - queuedAt) / 1000),
    lastPushMs: sentAt - started,
  };
}

const isFanOut = (query) => /^insert into "push_queue"/i.test(query.sql);

/**
 * The fan-out statement alone for published posts, rolled back: its time and, when asked, its plan
 * (EXPLAIN ANALYZE with buffers) for the same text and parameters.
 */
export async function fanOutAlone(connectionString, postIds, { explain = false } = {}) {
  let statement;
  const pool = new pg.Pool({ connectionString, max: 1 });
  const log = (event) => {
    if (event.level === 'query' && isFanOut(event.query)) statement = event.query;
  };
  const db = new Kysely({ dialect: new PostgresDialect({ pool }), log });
  let ms = 0;
  await db
    .transaction()
    .execute(async (trx) => {
      const started = performance.now();
      await enqueuePostPushes(trx, postIds);
      ms = performance.now() - started;
      throw new Error('rollback');
    })
    .catch(() => {});
  let plan;
  if (explain) {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query(
        `EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`,
        statement.parameters,
      );
      plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  }
  await db.destroy();
  return { ms, plan };
}
