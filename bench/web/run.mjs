#!/usr/bin/env node
// Web benchmark, against the budgets in bench/README.md: JS and HTML + CSS weights, Lighthouse mobile on Connexion and
// on the signed-in Home, Home's offline repeat visit from the service worker, and axe-core on the main screens, against the built server with the demo data.
// Usage: npm run bench:web [-- --runs 5]. A report: exits 0 whatever the figures, 1 if it crashed.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from '../../e2e/support/chromium.ts';
import { startServer } from '../../e2e/support/server.ts';
import { auditAccessibility } from './axe.mjs';
import { measureFirstCard } from './first-card.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { measureOfflineRepeat } from './offline-repeat.mjs';
import { signInForLighthouse } from './sign-in.mjs';
import { measureWeights } from './weights.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a positive integer, not ${values.runs}`);

const BUDGETS = {
  loginHtmlCss: 14 * 1024,
  loginJs: 90_000,
  homeJs: 150_000,
  performance: 100,
  homePerformance: 98,
  accessibility: 100,
  homeLcp: 1500,
  homeTbt: 50,
  homeCls: 0.02,
  offlineShellPaint: 500,
};

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const mark = (pass) => (pass ? '✓' : '✗');
const ms = (value) => `${Math.round(value)} ms`;
const cls = (value) => value.toFixed(3);

/** `spread`, for a median: the runs' lowest and highest figures, shown beside it. */
function check(what, value, shown, budget, pass, spread) {
  const range = spread ? `   runs ${spread.join(' to ')}` : '';
  console.log(`  ${mark(pass)} ${what.padEnd(34)} ${shown.padStart(10)}   (budget ${budget})${range}`);
  return { what, value, budget, pass };
}

function printFiles(files, key) {
  for (const f of files) console.log(`      ${kB(f[key]).padStart(9)}  ${f.file}`);
}

function printWeights(weights) {
  const { login, home } = weights;
  console.log('\nWeights (1 kB = 1000 bytes)');
  console.log('  login route scripts (gzip -9):');
  printFiles(login.scripts, 'gzip');
  console.log('  login route HTML + CSS (brotli 11):');
  printFiles(login.htmlCss, 'brotli');
  const homeOnly = home.scripts.filter((s) => !login.scripts.some((l) => l.file === s.file));
  console.log('  scripts loaded after sign-in (gzip -9):');
  printFiles(homeOnly, 'gzip');
  return [
    check(
      'login route: HTML + CSS compressed',
      login.htmlCssBrotli,
      `${login.htmlCssBrotli} B`,
      `<= ${BUDGETS.loginHtmlCss} B`,
      login.htmlCssBrotli <= BUDGETS.loginHtmlCss,
    ),
    check(
      'login route: JS gzip',
      login.jsGzip,
      kB(login.jsGzip),
      '<= 90 kB',
      login.jsGzip <= BUDGETS.loginJs,
    ),
    check(
      'signed-in Home: all JS gzip',
      home.jsGzip,
      kB(home.jsGzip),
      '<= 150 kB',
      home.jsGzip <= BUDGETS.homeJs,
    ),
  ];
}

function printLighthouse(lh, screen, minPerformance) {
  const { scores, metrics } = lh.median;
  const { scores: scoreSpread, metrics: metricSpread } = lh.spread;
  console.log(`\nLighthouse mobile, ${screen} (median of ${lh.runs} run${lh.runs > 1 ? 's' : ''})`);
  const checks = [
    check(
      `${screen}: performance`,
      scores.performance,
      String(scores.performance),
      `>= ${minPerformance}`,
      scores.performance >= minPerformance,
      scoreSpread.performance,
    ),
    check(
      `${screen}: accessibility`,
      scores.accessibility,
      String(scores.accessibility),
      '100',
      scores.accessibility >= 100,
      scoreSpread.accessibility,
    ),
  ];
  const spread = (key, format) => `${format(metricSpread[key][0])} to ${format(metricSpread[key][1])}`;
  console.log(`    best-practices ${scores['best-practices']}`);
  console.log(
    `    LCP ${ms(metrics.lcp)} (runs ${spread('lcp', ms)})   TBT ${ms(metrics.tbt)} (runs ${spread('tbt', ms)})` +
      `   CLS ${cls(metrics.cls)} (runs ${spread('cls', cls)})`,
  );
  const print = (a) => {
    const value = a.displayValue ? ` — ${a.displayValue}` : '';
    console.log(
      `    [${a.category}] ${a.id}: ${a.title}${value} (score ${a.scores.join('/')}, ${a.runs}/${lh.runs} runs)`,
    );
    if (a.explanation) console.log(`        ${a.explanation}`);
    for (const item of a.items) {
      if (!item.chains) console.log(`        ${JSON.stringify(item)}`);
      else
        for (const line of [`longest chain ${item.longestChainMs} ms:`, ...item.chains])
          console.log(`        ${line}`);
    }
  };
  const costing = lh.lost.filter((a) => a.weight > 0);
  if (costing.length > 0) console.log('  audits that cost points (scored below 1, weighted):');
  costing.forEach(print);
  const hints = lh.lost.filter((a) => a.weight === 0);
  if (hints.length > 0) console.log('  performance diagnostics (unweighted, no points lost):');
  hints.forEach(print);
  return checks;
}

function printAxe(axe) {
  console.log('\naxe-core WCAG 2.1 A/AA');
  const checks = [];
  for (const [theme, screens] of Object.entries(axe)) {
    for (const [screen, violations] of Object.entries(screens)) {
      const ids = violations.join('; ');
      checks.push(
        check(
          `${screen} (${theme}) violations`,
          violations.length,
          String(violations.length),
          '0',
          violations.length === 0,
        ),
      );
      if (ids) console.log(`      ${ids}`);
      for (const v of violations)
        console.log(`        ${v.id} (${v.impact}): ${v.help} — ${v.targets.join(', ')}`);
    }
  }
  return checks;
}

let exitCode = 0;
let server;
let browser;
try {
  server = await startServer();
  console.log(`server at ${server.url}`);
  browser = await launchChromium();
  const weights = await measureWeights(browser, server.url);
  const axe = await auditAccessibility(browser, server.url);
  const offline = await measureOfflineRepeat(browser, server.url, runs);
  const firstCard = await measureFirstCard(browser, server.url, runs);
  await browser.close();
  browser = undefined;
  const onRun = (i, r) =>
    console.log(
      `lighthouse run ${i}/${runs}: scores ${JSON.stringify(r.rawScores)}, LCP ${ms(r.metrics.lcp)}, TBT ${ms(r.metrics.tbt)}, CLS ${cls(r.metrics.cls)}`,
    );
  const lighthouse = await runLighthouse(`${server.url}/app`, runs, { onRun });
  const homeLighthouse = await runLighthouse(`${server.url}/app`, runs, {
    onRun,
    prepare: signInForLighthouse,
  });
  const { metrics: home } = homeLighthouse.median;
  const homeSpread = (key, format) => homeLighthouse.spread.metrics[key].map(format);

  const checks = [
    ...printWeights(weights),
    ...printLighthouse(lighthouse, 'Connexion', BUDGETS.performance),
    ...printLighthouse(homeLighthouse, 'Home (signed in)', BUDGETS.homePerformance),
    check(
      'Home: LCP',
      home.lcp,
      ms(home.lcp),
      '<= 1500 ms',
      home.lcp <= BUDGETS.homeLcp,
      homeSpread('lcp', ms),
    ),
    check(
      'Home: TBT',
      home.tbt,
      ms(home.tbt),
      '<= 50 ms',
      home.tbt <= BUDGETS.homeTbt,
      homeSpread('tbt', ms),
    ),
    check(
      'Home: CLS',
      home.cls,
      cls(home.cls),
      '<= 0.02',
      home.cls <= BUDGETS.homeCls,
      homeSpread('cls', cls),
    ),
    check(
      'Home offline repeat: shell painted',
      offline.shellPaint,
      ms(offline.shellPaint),
      '<= 500 ms',
      offline.shellPaint <= BUDGETS.offlineShellPaint,
    ),
    check(
      'Home start-up: loads, no long task',
      firstCard.cleanLoads,
      `${firstCard.cleanLoads} of ${firstCard.runs}`,
      '>= 1 (CPU x4)',
      firstCard.cleanLoads >= 1,
    ),
    ...printAxe(axe),
  ];
  console.log(`    first post card shown offline after ${ms(offline.firstPost)} (median of ${offline.runs})`);
  for (const load of firstCard.loads)
    console.log(
      `    cold start, CPU x4: first card at ${ms(load.firstCard)}, long tasks before it: ${load.longTasks.map(ms).join(', ') || 'none'}`,
    );
  const failed = checks.filter((c) => !c.pass).length;
  console.log(`\n${failed === 0 ? 'all budgets met' : `${failed} budget(s) missed`}`);

  const date = new Date();
  const file = path.join(root, 'bench', 'results', `web-${date.toISOString().replace(/[:.]/g, '-')}.json`);
  mkdirSync(path.dirname(file), { recursive: true });
  const report = {
    date: date.toISOString(),
    budgets: BUDGETS,
    checks,
    weights,
    lighthouse,
    homeLighthouse,
    axe,
    offline,
    firstCard,
  };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`report written to ${path.relative(root, file)}`);
} catch (error) {
  console.error('bench:web crashed:', error);
  exitCode = 1;
} finally {
  await browser?.close().catch(() => {});
  await server?.stop().catch(() => {});
}
// Lighthouse can leave handles open; the report is done either way.
process.exit(exitCode);
