#!/usr/bin/env node
// API load benchmark, against the budgets in bench/README.md: 1M generated posts, 20 concurrent clients, a load
// generator in this process against the built server and a bare Fastify baseline in two others. Pagination's
// constant time is read on a second server without the read cache: cached, every page is a memory hit.
// Usage: npm run bench:api [-- --posts 1000000 --duration 10 --connections 20]
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../../e2e/support/server.ts';
import { run, startServer } from './processes.mjs';
import { measure } from './scenarios.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
  },
});
const posts = Number(values.posts);
const load = { duration: Number(values.duration), connections: Number(values.connections) };
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(root, 'bench', '.data', `api-${posts}`);
const cli = path.join(root, 'apps/server/dist/cli.js');
const env = { VIGIE_DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
const LOGIN = { email: 'bench@vigie.example', password: 'bench-password-1' };
// Words of the generator's vocabulary: one in a large share of posts, one in about ten.
const SEARCH = { common: 'budget', rare: 'ornithorynque' };

const BUDGETS = {
  feedP99: 20,
  deepPageRatio: 1.2,
  postRatio: 0.4,
  feedRatio: 0.2,
  searchP99: 50,
  trendsP99: 10,
};

async function prepareData() {
  const marker = path.join(dataDir, `generated-${posts}`);
  if (existsSync(marker)) return undefined;
  mkdirSync(dataDir, { recursive: true });
  const started = Date.now();
  await run('node', [cli, 'generate', '--posts', String(posts)], env);
  const seconds = (Date.now() - started) / 1000;
  await run(
    'node',
    [
      cli,
      'user',
      'add',
      '--email',
      LOGIN.email,
      '--password',
      LOGIN.password,
      '--firstname',
      'Banc',
      '--lastname',
      'Essai',
    ],
    env,
  );
  writeFileSync(marker, new Date().toISOString());
  return seconds;
}

async function signIn(origin) {
  const response = await fetch(`${origin}/api/v1/accounts/log_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(LOGIN),
  });
  if (!response.ok) throw new Error(`log_in answered ${response.status}`);
  return response.headers.getSetCookie()[0].split(';')[0];
}

async function getJson(origin, pathname, cookie) {
  const response = await fetch(origin + pathname, { headers: { cookie } });
  if (!response.ok) throw new Error(`${pathname} answered ${response.status}`);
  return response.json();
}

/** The cursors of pages 1 to `pages` and the ids seen on the way. */
async function walkFeed(origin, cookie, pages) {
  const cursors = [''];
  const ids = [];
  let cursor = '';
  for (let page = 1; page < pages; page++) {
    const body = await getJson(origin, `/api/v1/post/feed/normal?cursor=${cursor}`, cookie);
    ids.push(...body.data.map((p) => p.id));
    if (body.cursor === false) throw new Error(`the feed ends at page ${page}`);
    cursor = body.cursor;
    cursors.push(cursor);
  }
  return { deepCursor: cursor, ids };
}

const generatedIn = await prepareData();
await run('npm', ['run', '--silent', 'build'], {});
const apiPort = await freePort();
const barePort = await freePort();
const origin = `http://127.0.0.1:${apiPort}`;
const bareOrigin = `http://127.0.0.1:${barePort}`;
const api = await startServer(
  'node',
  [path.join(root, 'apps/server/dist/main.js')],
  { ...env, PORT: String(apiPort) },
  `${origin}/api/health`,
);
const uncachedPort = await freePort();
const uncachedOrigin = `http://127.0.0.1:${uncachedPort}`;
const uncached = await startServer(
  'node',
  [path.join(root, 'apps/server/dist/main.js')],
  // One Prosody per data directory, the first server's: this one is told chat runs elsewhere.
  { ...env, PORT: String(uncachedPort), READ_CACHE: 'off', XMPP_WEBSOCKET_URL: 'ws://127.0.0.1:9/unused' },
  `${uncachedOrigin}/api/health`,
);
const bare = await startServer(
  'node',
  [path.join(import.meta.dirname, 'bare-server.mjs')],
  { PORT: String(barePort) },
  `${bareOrigin}/json`,
);

try {
  const cookie = await signIn(origin);
  const { deepCursor, ids } = await walkFeed(origin, cookie, 1000);
  const common = await getJson(origin, `/api/v1/post/search?query=${SEARCH.common}`, cookie);
  const rare = await getJson(origin, `/api/v1/post/search?query=${SEARCH.rare}`, cookie);
  console.log(
    `search check: "${SEARCH.common}" fills a page: ${common.cursor !== false}; "${SEARCH.rare}" finds ${rare.data.length}`,
  );

  const scenarios = {
    bareJson: { origin: bareOrigin, paths: ['/json'] },
    feedPage1: { paths: ['/api/v1/post/feed/normal'] },
    feedPage1000: { paths: [`/api/v1/post/feed/normal?cursor=${deepCursor}`] },
    uncachedPage1: { origin: uncachedOrigin, paths: ['/api/v1/post/feed/normal'] },
    uncachedPage1000: { origin: uncachedOrigin, paths: [`/api/v1/post/feed/normal?cursor=${deepCursor}`] },
    postById: { paths: ids.slice(0, 2000).map((id) => `/api/v1/post/${id}`) },
    searchCommon: { paths: [`/api/v1/post/search?query=${SEARCH.common}`] },
    searchRare: { paths: [`/api/v1/post/search?query=${SEARCH.rare}`] },
    searchPrefix: { paths: ['/api/v1/post/search?query=minist', '/api/v1/post/search?query=assembl'] },
    trends: {
      paths: ['/api/v1/trending/all?days=1', '/api/v1/trending/all?days=7', '/api/v1/trending/all?days=30'],
    },
  };
  const results = {};
  for (const [name, scenario] of Object.entries(scenarios)) {
    results[name] = await measure({ origin, cookie, ...load, ...scenario });
    const r = results[name];
    console.log(
      `${name.padEnd(14)} p50 ${String(r.p50).padStart(6)} ms   p99 ${String(r.p99).padStart(6)} ms   ${r.rps.toFixed(0).padStart(7)} req/s`,
    );
  }

  const ratio = (name) => results[name].rps / results.bareJson.rps;
  const searchP99 = Math.max(results.searchCommon.p99, results.searchRare.p99, results.searchPrefix.p99);
  const checks = [
    [
      'feed page 1 p99 (ms)',
      Math.max(results.feedPage1.p99, results.feedPage1000.p99),
      `<= ${BUDGETS.feedP99}`,
      (v) => v <= BUDGETS.feedP99,
    ],
    [
      'page 1000 / page 1 p99, uncached',
      results.uncachedPage1000.p99 / results.uncachedPage1.p99,
      `<= ${BUDGETS.deepPageRatio}`,
      (v) => v <= BUDGETS.deepPageRatio,
    ],
    [
      'post by id / bare JSON rps',
      ratio('postById'),
      `>= ${BUDGETS.postRatio}`,
      (v) => v >= BUDGETS.postRatio,
    ],
    [
      'feed page / bare JSON rps',
      ratio('feedPage1'),
      `>= ${BUDGETS.feedRatio}`,
      (v) => v >= BUDGETS.feedRatio,
    ],
    ['search p99 (ms)', searchP99, `<= ${BUDGETS.searchP99}`, (v) => v <= BUDGETS.searchP99],
    ['trends p99 (ms)', results.trends.p99, `<= ${BUDGETS.trendsP99}`, (v) => v <= BUDGETS.trendsP99],
  ].map(([what, value, budget, ok]) => ({ what, value: Number(value.toFixed(3)), budget, pass: ok(value) }));
  console.log('');
  for (const c of checks)
    console.log(
      `${c.pass ? 'PASS' : 'FAIL'}  ${c.what.padEnd(28)} ${String(c.value).padStart(8)}  (budget ${c.budget})`,
    );

  const report = {
    date: new Date().toISOString(),
    posts,
    ...load,
    generatedInSeconds: generatedIn,
    results,
    checks,
  };
  mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench', 'results', `api-${posts}.json`),
    `${JSON.stringify(report, null, 2)}\n`,
  );
  process.exitCode = checks.every((c) => c.pass) ? 0 : 1;
} finally {
  await api.stop();
  await uncached.stop();
  await bare.stop();
}
