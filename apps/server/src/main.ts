import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/connect.ts';
import { seedDemoIfEmpty } from './demo/seed.ts';
import { scheduleTrendRefresh } from './modules/trends/schedule.ts';

const config = loadConfig();
const started = Date.now();
const database = await openDatabase(config);
const demo = await seedDemoIfEmpty(database.db);
const app = await buildApp({ db: database.db, config, logger: { level: config.logLevel } });
// Trend windows slide with time: the counts are rebuilt every 5 minutes as well as after each import.
const stopTrendRefresh = scheduleTrendRefresh(database.db);

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: stopping`);
  stopTrendRefresh();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`;
const lines = [
  '',
  `  Vigie is running at ${url}  (ready in ${Date.now() - started} ms)`,
  `  Database: ${database.description}`,
  ...(demo.loaded ? ['  Demo data loaded into the new database.'] : []),
  ...demo.logins.map((l) => `  Demo login: ${l.email} / ${l.password}  (${l.description})`),
  `  API: ${url}/api/v1   OpenAPI: ${url}/api/docs`,
  '',
];
process.stdout.write(`${lines.join('\n')}\n`);
