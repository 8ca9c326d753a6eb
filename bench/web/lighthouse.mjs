import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const METRICS = {
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Each score and metric of the runs, reduced to one figure (the median) or a [min, max] pair. */
const acrossRuns = (results, reduce) => ({
  scores: Object.fromEntries(CATEGORIES.map((id) => [id, reduce(results.map((r) => r.scores[id]))])),
  metrics: Object.fromEntries(
    Object.keys(METRICS).map((key) => [key, reduce(results.map((r) => r.metrics[key]))]),
  ),
});

/** A request chain tree as "url (end ms)" lines, children indented under their parent. */
function flattenChains(chains, depth = 0) {
  return Object.values(chains ?? {}).flatMap((c) => [
    `${'  '.repeat(depth)}${c.url} (${Math.round(c.navStartToEndTime)} ms)`,
    ...flattenChains(c.children, depth + 1),
  ]);
}

/** The first items of an audit's table, reduced to what identifies them (URL, element, sizes, timings). */
function summarizeDetails(details) {
  const items = details?.items ?? [];
  return items.slice(0, 8).map((item) => {
    if (item.value?.type === 'network-tree')
      return { longestChainMs: item.value.longestChain?.duration, chains: flattenChains(item.value.chains) };
    if (item.type === 'list-section') return { [item.title ?? 'section']: item.value?.value };
    const summary = {};
    for (const [key, value] of Object.entries(item)) {
      if (['string', 'number', 'boolean'].includes(typeof value)) summary[key] = value;
      else if (value?.type === 'node') summary[key] = value.snippet ?? value.selector ?? value.nodeLabel;
      else if (value?.type === 'source-location') summary[key] = `${value.url}:${value.line}`;
      else if (value?.type === 'code' || value?.type === 'url') summary[key] = value.value;
    }
    return summary;
  });
}

/**
 * Weighted audits scored below 1 cost the category points; unweighted performance ones that fail or
 * estimate metric savings (opportunities, layout shifts) do not, but explain the metrics.
 */
function failedAudits(lhr) {
  const lost = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id].auditRefs) {
      const audit = lhr.audits[ref.id];
      const savings = Object.values(audit.metricSavings ?? {}).some((v) => v > 0);
      const failed = audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative';
      if (ref.weight > 0 ? !failed : id !== 'performance' || !(failed || savings)) continue;
      lost.push({
        category: id,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        displayValue: audit.displayValue,
        explanation: audit.explanation,
        errorMessage: audit.errorMessage,
        items: summarizeDetails(audit.details),
      });
    }
  }
  return lost;
}

class LighthouseError extends Error {
  constructor({ code, message }) {
    super(`Lighthouse: ${code} ${message}`);
    this.code = code;
  }
}

/** Lighthouse failed to record the page's trace: its own failure, which it asks to meet with a new run. */
const TRACE_NOT_RECORDED = 'NO_NAVSTART';
const RETRIES = 2;

/**
 * A fresh Chrome (new profile, so no cache) per run, default mobile configuration and throttling.
 * `prepare(port, url)` runs first, in that Chrome (to sign in); its storage is then kept for the audit.
 */
async function runOnce(url, prepare) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    if (prepare) await prepare(chrome.port, url);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      disableStorageReset: Boolean(prepare),
    });
    const { lhr } = result;
    if (lhr.runtimeError) throw new LighthouseError(lhr.runtimeError);
    return {
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round(lhr.categories[id].score * 100)])),
      metrics: Object.fromEntries(
        Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id].numericValue]),
      ),
      rawScores: Object.fromEntries(CATEGORIES.map((id) => [id, lhr.categories[id].score])),
      lost: failedAudits(lhr),
      warnings: lhr.runWarnings,
    };
  } finally {
    chrome.kill();
  }
}

async function runRecorded(url, prepare) {
  for (let retry = 0; ; retry++) {
    try {
      return await runOnce(url, prepare);
    } catch (error) {
      if (error.code !== TRACE_NOT_RECORDED || retry === RETRIES) throw error;
      console.log(`${error.message}: run again`);
    }
  }
}

export async function runLighthouse(url, runs, { onRun = () => {}, prepare } = {}) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    results.push(await runRecorded(url, prepare));
    onRun(i + 1, results.at(-1));
  }
  const lostById = new Map();
  for (const run of results) {
    for (const audit of run.lost) {
      const key = `${audit.category}/${audit.id}`;
      const entry = lostById.get(key) ?? { ...audit, runs: 0, scores: [] };
      entry.runs += 1;
      entry.scores.push(audit.score);
      lostById.set(key, entry);
    }
  }
  return {
    runs,
    median: acrossRuns(results, median),
    spread: acrossRuns(results, (values) => [Math.min(...values), Math.max(...values)]),
    lost: [...lostById.values()],
    perRun: results.map(({ scores, rawScores, metrics, warnings }) => ({
      scores,
      rawScores,
      metrics,
      warnings,
    })),
  };
}
