#!/usr/bin/env node
// Push fan-out benchmark, against the budgets in bench/README.md: 10,000 readers notified on one theme, each
// with one browser subscribed to a local https push service; one post citing the theme is published through
// the import, and the running server (its own process) sends the pushes.
// Usage: npm run bench:push [-- --readers 10000]
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import pg from 'pg';
import { importContent } from '../../apps/server/src/content/import.ts';
import { connect } from '../../apps/server/src/db/connect.ts';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { enqueuePostPushes, PUSH_CHANNEL } from '../../apps/server/src/modules/push/fan-out.ts';
import { startPushService } from '../../apps/server/test/helpers/push-service.ts';
import { freePort } from '../../e2e/support/server.ts';
import { startServer } from '../api/processes.mjs';
import { addNotifiedReaders } from './population.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({ options: { readers: { type: 'string', default: '10000' } } });
const readers = Number(values.readers);
const BUDGETS = { queueMs: 1000, sendsPerSecond: 1000 };
const THEME = 'd0000000000000000000bec1';
const POST = 'b0000000000000000000bec1';

/** Fails the run when `promise` takes more than two minutes: a push that never comes. */
function within(what, promise) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than 2 minutes`)), 120_000);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vigie-bench-push-'));
const cluster = await startEmbeddedPostgres(dataDir);
const db = connect(cluster.connectionString);
const service = await startPushService();
let server;
try {
  await migrateToLatest(db);
  await importContent(db, { themes: [{ id: THEME, item: 'Énergie' }] });
  let started = Date.now();
  const browsers = await addNotifiedReaders(db, service, THEME, readers);
  console.log(`${readers.toLocaleString('en')} readers and their browsers in ${Date.now() - started} ms`);

  // The server reaches the push service with the default agent: trusting its certificate is the one change.
  const caFile = path.join(dataDir, 'push-service.pem');
  writeFileSync(caFile, service.cert);
  const port = await freePort();
  server = await startServer(
    'node',
    ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')],
    {
      VIGIE_DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '',
      NODE_EXTRA_CA_CERTS: caFile,
      PUSH_PRIVATE_ENDPOINTS: '1',
    },
    `http://127.0.0.1:${port}/api/health`,
  );

  // NOTIFY is delivered at commit: its arrival is the moment the recipients are queued.
  const listener = new pg.Client({ connectionString: cluster.connectionString });
  await listener.connect();
  await listener.query(`LISTEN ${PUSH_CHANNEL}`);
  const queued = within(
    'the queueing',
    new Promise((resolve) => listener.once('notification', () => resolve(performance.now()))),
  );
  const allSent = within(
    'the sending',
    new Promise((resolve) =>
      service.onReceived(() => service.received.length >= readers && resolve(performance.now())),
    ),
  );

  started = performance.now();
  await importContent(db, {
    posts: [
      {
        id: POST,
        title: 'Nouvelle tarification',
        type: 'news',
        publish_date: new Date().toISOString(),
        themes: [THEME],
      },
    ],
  });
  const queuedAt = await queued;
  const sentAt = await allSent;
  await listener.end();
  const queueMs = queuedAt - started;
  const sendsPerSecond = readers / ((sentAt - queuedAt) / 1000);

  // The fan-out statement alone, rolled back.
  const statementStarted = performance.now();
  await db
    .transaction()
    .execute(async (trx) => {
      await enqueuePostPushes(trx, [POST]);
      throw new Error('rollback');
    })
    .catch(() => {});
  const statementMs = performance.now() - statementStarted;

  await server.stop();
  server = undefined;
  const left = await db
    .selectFrom('push_queue')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  const devices = new Set(service.received.map((push) => push.name));
  const sample = browsers.filter((_, n) => n % Math.ceil(readers / 50) === 0).flatMap((b) => b.payloads());
  const expected = {
    title: 'News',
    body: 'Nouvelle tarification',
    url: `/app/post/${POST}`,
    tag: `post-${POST}`,
  };
  const payloadsOk = sample.every((payload) => isDeepStrictEqual(payload, expected));
  console.log(
    `received ${service.received.length.toLocaleString('en')} pushes on ${devices.size.toLocaleString('en')} devices`,
  );
  console.log(
    `fan-out statement alone: ${statementMs.toFixed(0)} ms; publish to last push: ${((sentAt - started) / 1000).toFixed(2)} s`,
  );

  const checks = [
    [
      `${readers.toLocaleString('en')} recipients queued (ms)`,
      queueMs,
      `<= ${BUDGETS.queueMs}`,
      queueMs <= BUDGETS.queueMs,
    ],
    [
      'sends per second',
      sendsPerSecond,
      `>= ${BUDGETS.sendsPerSecond}`,
      sendsPerSecond >= BUDGETS.sendsPerSecond,
    ],
    [
      'each device pushed once',
      devices.size,
      `= ${readers}`,
      devices.size === readers && service.received.length === readers,
    ],
    ['queue empty after the stop', left.count, '= 0', left.count === 0],
    ['sampled payloads as expected', sample.length, `= ${Math.min(readers, 50)}`, payloadsOk],
  ].map(([what, value, budget, pass]) => ({ what, value: Number(Number(value).toFixed(1)), budget, pass }));
  console.log('');
  for (const c of checks)
    console.log(
      `${c.pass ? 'PASS' : 'FAIL'}  ${c.what.padEnd(28)} ${String(c.value).padStart(8)}  (budget ${c.budget})`,
    );

  const report = { date: new Date().toISOString(), readers, queueMs, statementMs, sendsPerSecond, checks };
  mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(path.join(root, 'bench', 'results', 'push.json'), `${JSON.stringify(report, null, 2)}\n`);
  process.exitCode = checks.every((c) => c.pass) ? 0 : 1;
} finally {
  await server?.stop();
  await service.close();
  await db.destroy();
  await cluster.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
