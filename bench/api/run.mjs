#!/usr/bin/env node
// API load benchmark, against the budgets in bench/README.md: 1M generated posts, 20 concurrent clients, a load
// generator in this process against the built server and a bare Fastify baseline in two others. The figures
// of record come from a second server without the read cache; the cached server's are printed beside them.
// Usage: npm run bench:api [-- --posts 1000000 --duration 10 --connections 20]
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { GENERATED_PASSWORD } from '../../apps/server/src/content/generate-reference.ts';
import { freePort } from '../../e2e/support/server.ts';
import { budgetChecks } from './checks.mjs';
import { getJson, signIn, walkFeed, withCursor } from './client.mjs';
import { createReaders, embeddedDatabaseUrl, forgetReadersComments } from './mixed.mjs';
import { BOOKMARK_EVERY, follow, personalFeeds, readers, SEARCH, themeIds } from './personal.mjs';
import { measureApart, run, startServer } from './processes.mjs';
import { bookmarkPosts } from './readers.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    only: { type: 'string' },
  },
});
const posts = Number(values.posts);
const load = { duration: Number(values.duration), connections: Number(values.connections) };
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(root, 'bench', '.data', `api-${posts}`);
const env = { VIGIE_DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
const DEEP_PAGE = 1000;
const NORMAL = '/api/v1/post/feed/normal';
/** What a browser accepts: rows measured with it are printed beside the others, not checked. */
const BROWSER_ENCODINGS = 'gzip, deflate, br';

const resultLine = (name, r) =>
  `${name.padEnd(22)} p50 ${String(r.p50).padStart(6)} ms   p99 ${String(r.p99).padStart(6)} ms   ${r.rps.toFixed(0).padStart(7)} req/s`;

async function prepareData() {
  const marker = path.join(dataDir, `generated-${posts}`);
  if (existsSync(marker)) return undefined;
  mkdirSync(dataDir, { recursive: true });
  const started = Date.now();
  await run('node', [path.join(root, 'apps/server/dist/cli.js'), 'generate', '--posts', String(posts)], env);
  writeFileSync(marker, new Date().toISOString());
  return (Date.now() - started) / 1000;
}

const server = async (extraEnv) => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const main = path.join(root, 'apps/server/dist/main.js');
  const child = await startServer(
    [main],
    { ...env, ...extraEnv, PORT: String(port) },
    `${origin}/api/health`,
  );
  return { origin, stop: child.stop };
};

await run('npm', ['run', '--silent', 'build'], {});
const generatedIn = await prepareData();
const cached = await server({});
const databaseUrl = await embeddedDatabaseUrl(dataDir);
await forgetReadersComments(databaseUrl);
// One Prosody per data directory, the first server's: this one is told chat runs elsewhere.
const uncached = await server({ READ_CACHE: 'off', XMPP_WEBSOCKET_URL: 'ws://127.0.0.1:9/unused' });
const barePort = await freePort();
const bareOrigin = `http://127.0.0.1:${barePort}`;
// The baseline runs with the servers' own flags, so that the ratios compare the code alone.
const bare = await startServer(
  [path.join(import.meta.dirname, 'bare-server.mjs')],
  { PORT: String(barePort) },
  `${bareOrigin}/json`,
);

try {
  const cookies = {};
  const someone = readers(new Set()).follows1;
  const tree = await getJson(
    cached.origin,
    '/api/v1/poi_theme/tree',
    await signIn(cached.origin, { email: someone.email, password: GENERATED_PASSWORD }),
  );
  const READERS = readers(themeIds(tree));
  const PERSONAL_FEEDS = personalFeeds(READERS);
  for (const [name, reader] of Object.entries(READERS)) {
    cookies[name] = await signIn(cached.origin, { email: reader.email, password: GENERATED_PASSWORD });
    await follow(cached.origin, cookies[name], reader);
  }
  await bookmarkPosts(databaseUrl, READERS.follows1.email, BOOKMARK_EVERY);
  const cookie = cookies.follows1;
  const normal = await walkFeed(cached.origin, cookie, NORMAL, DEEP_PAGE);
  const rare = await getJson(cached.origin, `/api/v1/post/search?query=${SEARCH.rare}`, cookie);
  console.log(`search check: "${SEARCH.rare}" finds ${rare.data.length}`);

  const searches = {
    searchCommon: [`/api/v1/post/search?query=${SEARCH.common}`],
    searchMiddle: [`/api/v1/post/search?query=${SEARCH.middle}`],
    searchRare: [`/api/v1/post/search?query=${SEARCH.rare}`],
    searchPrefix: ['/api/v1/post/search?query=minist', '/api/v1/post/search?query=assembl'],
  };
  const trends = [
    '/api/v1/trending/all?days=1',
    '/api/v1/trending/all?days=7',
    '/api/v1/trending/all?days=30',
  ];
  const postPaths = normal.ids.slice(0, 2000).map((id) => `/api/v1/post/${id}`);
  const scenarios = {
    bareJson: { origin: bareOrigin, paths: ['/json'] },
    feedPage1: { paths: [NORMAL] },
    feedPage1000: { paths: [withCursor(NORMAL, normal.cursor)] },
    feedPage1Compressed: { paths: [NORMAL], encoding: BROWSER_ENCODINGS },
    postById: { paths: postPaths },
    ...Object.fromEntries(Object.entries(searches).map(([name, paths]) => [name, { paths }])),
    trends: { paths: trends },
    uncachedNormal: { origin: uncached.origin, paths: [NORMAL] },
    uncachedNormalDeep: { origin: uncached.origin, paths: [withCursor(NORMAL, normal.cursor)] },
    uncachedPostById: { origin: uncached.origin, paths: postPaths },
    ...Object.fromEntries(
      Object.entries(searches).map(([name, paths]) => [
        `uncached${name[0].toUpperCase()}${name.slice(1)}`,
        { origin: uncached.origin, paths },
      ]),
    ),
    uncachedTrends: { origin: uncached.origin, paths: trends },
  };
  const deepPages = { uncachedNormal: 'uncachedNormalDeep' };
  for (const [name, feed] of Object.entries(PERSONAL_FEEDS)) {
    const reader = { origin: uncached.origin, cookie: cookies[feed.reader] };
    const deepest = await walkFeed(uncached.origin, reader.cookie, feed.path, DEEP_PAGE);
    console.log(`${name}: deepest page measured ${deepest.depth}`);
    scenarios[name] = { ...reader, paths: [feed.path] };
    if (deepest.depth > 1) {
      scenarios[`${name}Deep`] = { ...reader, paths: [withCursor(feed.path, deepest.cursor)] };
      deepPages[name] = `${name}Deep`;
    }
  }
  scenarios.focus25Compressed = { ...scenarios.focus25, encoding: BROWSER_ENCODINGS };

  const results = {};
  const deepest = new Set(Object.values(deepPages));
  const named = (name) =>
    !values.only || name === 'bareJson' || name.toLowerCase().includes(values.only.toLowerCase());
  for (const name of Object.keys(scenarios)) {
    // A feed's deepest page is measured in turns with its page 1 (scenarios.mjs).
    const names = deepPages[name] ? [name, deepPages[name]] : [name];
    if (deepest.has(name) || !names.some(named)) continue;
    const measured = await measureApart('measure', {
      ...load,
      scenarios: names.map((each) => ({ origin: cached.origin, cookie, ...scenarios[each] })),
    });
    for (const [i, each] of names.entries()) {
      results[each] = measured[i];
      console.log(resultLine(each, results[each]));
    }
  }
  if (!values.only || 'mixed'.includes(values.only.toLowerCase())) {
    const mixedCookies = await createReaders(databaseUrl, 200);
    for (const [name, encoding] of [
      ['mixed', undefined],
      ['mixedCompressed', BROWSER_ENCODINGS],
    ]) {
      results[name] = await measureApart('measureMixed', {
        origin: cached.origin,
        cookies: mixedCookies,
        postIds: normal.ids.slice(0, 2000),
        encoding,
        ...load,
      });
      const r = results[name];
      console.log(`${resultLine(name, r)}   (${r.reads} reads, ${r.writes} writes, ${r.non2xx} non-2xx)`);
    }
  }
  // A partial run (--only) measures what it names and checks nothing.
  if (!values.only) reportChecks(results, scenarios, deepPages, PERSONAL_FEEDS);
} finally {
  await cached.stop();
  await uncached.stop();
  await bare.stop();
}

function reportChecks(results, scenarios, deepPages, PERSONAL_FEEDS) {
  const uncachedReads = Object.keys(scenarios).filter(
    (name) => name.startsWith('uncached') || name in PERSONAL_FEEDS || name.endsWith('Deep'),
  );
  const focusFeeds = Object.keys(PERSONAL_FEEDS).filter((name) => name.startsWith('focus'));
  const checks = budgetChecks(results, { uncachedReads, deepPages, focusFeeds });
  console.log('');
  for (const c of checks)
    console.log(
      `${c.pass ? 'PASS' : 'FAIL'}  ${c.what.padEnd(48)} ${String(c.value).padStart(8)}  (budget ${c.budget})`,
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
}
