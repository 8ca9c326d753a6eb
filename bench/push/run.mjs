#!/usr/bin/env node
// Push fan-out benchmark, against the budgets in bench/README.md: 10,000 readers following 200 items each
// (one theme, notified, and 199 drawn from a skewed pool), each with one browser subscribed to a local https
// push service. Two posts are published through the import, and the running server (its own process) sends
// the pushes: one citing the theme, then one citing it with the most followed item and rare ones.
// Usage: npm run bench:push [-- --readers 10000] [-- --explain]
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { importContent } from '../../apps/server/src/content/import.ts';
import { connect } from '../../apps/server/src/db/connect.ts';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { addPushReaders } from '../../apps/server/test/helpers/push-readers.ts';
import { startPushService } from '../../apps/server/test/helpers/push-service.ts';
import { freePort } from '../../e2e/support/server.ts';
import { startServer } from '../api/processes.mjs';
import { printChecks, pushChecks } from './checks.mjs';
import {
  describeFollowing,
  FOLLOWED_PER_READER,
  followItems,
  poolItem,
  rareNotifiedItems,
  readersNotifiedTwice,
} from './followed-items.mjs';
import { fanOutAlone, publishAndTime } from './publish.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: { readers: { type: 'string', default: '10000' }, explain: { type: 'boolean', default: false } },
});
const readers = Number(values.readers);
const THEME = 'd0000000000000000000bec1';
const POSTS = { theme: 'b0000000000000000000bec1', overlapping: 'b0000000000000000000bec2' };

/** A post of the import file, citing `items` ({ kind, id }). */
function post(id, title, items) {
  const cited = (kind) => items.filter((item) => item.kind === kind).map((item) => item.id);
  const [contacts, entities, themes] = [cited('contact'), cited('entity'), cited('theme')];
  return { id, title, type: 'news', publish_date: new Date().toISOString(), contacts, entities, themes };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vigie-bench-push-'));
const cluster = await startEmbeddedPostgres(dataDir);
const db = connect(cluster.connectionString);
const service = await startPushService();
let server;
try {
  await migrateToLatest(db);
  await importContent(db, { themes: [{ id: THEME, item: 'Énergie' }] });
  const started = Date.now();
  const { browsers, ids } = await addPushReaders(db, service, readers);
  const following = await followItems(db, ids, THEME);
  // A live database is vacuumed and analysed by autovacuum, and its last bulk write long checkpointed:
  // without these, the first publication paid for the load's statistics, visibility map and dirty pages.
  await sql`VACUUM ANALYZE`.execute(db);
  await sql`CHECKPOINT`.execute(db);
  console.log(
    `${readers.toLocaleString('en')} readers following ${FOLLOWED_PER_READER} items each, and their browsers, in ${Date.now() - started} ms`,
  );
  console.log(describeFollowing(following));

  // The server reaches the push service with the default agent: trusting its certificate is the one change.
  const caFile = path.join(dataDir, 'push-service.pem');
  writeFileSync(caFile, service.cert);
  const port = await freePort();
  server = await startServer(
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

  const theme = { kind: 'theme', id: THEME };
  const cases = [
    { name: 'theme', id: POSTS.theme, title: 'Nouvelle tarification', items: [theme] },
    // Every reader is notified by the theme, and a quarter of them by the most followed item too.
    {
      name: 'overlapping',
      id: POSTS.overlapping,
      title: 'Accord sur les tarifs',
      items: [theme, poolItem(1), ...rareNotifiedItems(following.notified)],
    },
  ];
  for (const c of cases) {
    c.post = post(c.id, c.title, c.items);
    const twice = await readersNotifiedTwice(db, c.items);
    c.timing = await publishAndTime({
      db,
      connectionString: cluster.connectionString,
      service,
      post: c.post,
      expected: readers,
    });
    c.alone = await fanOutAlone(cluster.connectionString, [c.post.id], { explain: values.explain });
    console.log(
      `${c.name} (${c.items.length} items cited, ${twice.toLocaleString('en')} readers notified twice or more): ` +
        `queued in ${c.timing.queueMs.toFixed(0)} ms (statement alone ${c.alone.ms.toFixed(0)} ms), ` +
        `${c.timing.sendsPerSecond.toFixed(0)} sends/s, last push ${(c.timing.lastPushMs / 1000).toFixed(2)} s after publishing`,
    );
    if (c.alone.plan) console.log(c.alone.plan);
  }

  await server.stop();
  server = undefined;
  const left = await db
    .selectFrom('push_queue')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  const checks = pushChecks({ cases, readers, received: service.received, browsers, left: left.count });
  printChecks(checks);

  const figures = cases.map((c) => ({ case: c.name, ...c.timing, statementMs: c.alone.ms }));
  const report = {
    date: new Date().toISOString(),
    readers,
    followedPerReader: FOLLOWED_PER_READER,
    figures,
    checks,
  };
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
