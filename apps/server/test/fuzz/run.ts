/**
 * `npm run fuzz -- --minutes N [--seed S] [--route NAME]`: the contract fuzz for longer, on a fresh
 * embedded PostgreSQL, with a new seed each round; `--route NAME --seed S --path P` replays one failure.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { type RouteName, routes } from '@vigie/contract';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { connect } from '../../src/db/connect.ts';
import { startEmbeddedPostgres } from '../../src/db/embedded.ts';
import { createTemplate, databaseUrl, dropTemplate } from '../setup/template.ts';
import {
  type Failure,
  formatFailure,
  fuzzRoute,
  healthProblem,
  type Stats,
  type Target,
} from './campaign.ts';
import { hintsFor } from './hints.ts';
import { createWorld } from './world.ts';

const RUNS_PER_ROUND = 50;

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '1' },
    seed: { type: 'string' },
    route: { type: 'string' },
    path: { type: 'string' },
  },
});
const names = args.route ? [args.route as RouteName] : (Object.keys(routes) as RouteName[]);
if (names.some((name) => !(name in routes))) throw new Error(`No route ${args.route} in the contract`);
const seed = Number(args.seed ?? Math.floor(Math.random() * 2 ** 31));
const deadline = Date.now() + Number(args.minutes) * 60_000;

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vigie-fuzz-'));
const cluster = await startEmbeddedPostgres(dataDir);
const template = await createTemplate(cluster.connectionString);
const db = connect(databaseUrl(cluster.connectionString, template), 4);
let loggedError: string | undefined;
const logs = new Writable({
  write(line, _encoding, done) {
    const { msg, err } = JSON.parse(line.toString());
    loggedError = `${msg}: ${err?.stack?.split('\n').slice(0, 3).join(' / ') ?? err?.message ?? ''}`;
    done();
  },
});
const app = await buildApp({
  db,
  config: loadConfig({ WEB_DIST_DIR: '' }),
  logger: { level: 'error', stream: logs },
});
const world = await createWorld(db);
const stats: Stats = new Map();
const takeLoggedError = () => {
  const taken = loggedError;
  loggedError = undefined;
  return taken;
};
const target: Target = { app, world, hints: hintsFor(world), stats, takeLoggedError };

const failures = new Map<string, Failure>();
try {
  if (args.path) {
    const failure = await fuzzRoute(target, names[0]!, { seed, numRuns: RUNS_PER_ROUND, path: args.path });
    console.log(failure ? formatFailure(failure) : 'The case passes now.');
  } else {
    console.log(`Fuzzing ${names.length} routes for ${args.minutes} min, rounds seeded from ${seed}`);
    for (let round = 0; Date.now() < deadline; round++) {
      for (const name of names) {
        if (Date.now() >= deadline) break;
        const failure = await fuzzRoute(target, name, { seed: seed + round, numRuns: RUNS_PER_ROUND });
        const kind = failure && `${name} ${failure.problem.split(':')[0]}`;
        if (failure && kind && !failures.has(kind)) {
          failures.set(kind, failure);
          console.log(`\n${formatFailure(failure)}\n`);
        }
      }
    }
    report(stats);
  }
  const unhealthy = await healthProblem(app, world);
  console.log(
    unhealthy
      ? `Unhealthy afterwards: ${unhealthy}`
      : 'The server answers and reaches its database afterwards.',
  );
  if (unhealthy || failures.size > 0) process.exitCode = 1;
} finally {
  await app.close();
  await db.destroy();
  await dropTemplate(cluster.connectionString, template);
  await cluster.stop();
  await rm(dataDir, { recursive: true, force: true });
}

function report(byRoute: Stats): void {
  let total = 0;
  const rows = [...byRoute].map(([name, counts]) => {
    const requests = [...counts.values()].reduce((sum, count) => sum + count, 0);
    total += requests;
    const statuses = [...counts].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
    return `${name.padEnd(18)} ${String(requests).padStart(7)}  ${statuses.join(' ')}`;
  });
  console.log(`\n${'route'.padEnd(18)} ${'requests'.padStart(7)}  answers by status\n${rows.join('\n')}`);
  console.log(`${total} requests, ${failures.size} kind(s) of failure\n`);
}
