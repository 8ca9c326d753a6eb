// The API budgets (docs/architecture.md §5) as checks on measured scenarios. Latencies of record are those
// of the server without the read cache; throughput ratios are read against the bare Fastify JSON route of the
// same run.

export const BUDGETS = {
  cachedFeedP99: 20,
  deepPageRatio: 1.2,
  postRatio: 0.4,
  feedRatio: 0.2,
  focusRatio: 0.1,
  mixedRatio: 0.2,
  readP50: 10,
  readP99: 20,
  searchP99: 50,
  trendsP99: 10,
};

const check = (what, value, budget, pass) => ({ what, value: Number(value.toFixed(3)), budget, pass });
const atMost = (what, value, limit) => check(what, value, `<= ${limit}`, value <= limit);
const atLeast = (what, value, limit) => check(what, value, `>= ${limit}`, value >= limit);

/**
 * `results` holds every scenario by name; `uncachedReads` names the reads whose latency is of record, and
 * `deepPages` maps a feed's page-1 scenario to its deepest-page scenario.
 */
export function budgetChecks(results, { uncachedReads, deepPages, focusFeeds }) {
  const ratio = (name) => results[name].rps / results.bareJson.rps;
  const reads = uncachedReads.flatMap((name) => [
    atMost(`${name} p50 (ms)`, results[name].p50, BUDGETS.readP50),
    atMost(`${name} p99 (ms)`, results[name].p99, BUDGETS.readP99),
  ]);
  const depths = Object.entries(deepPages).map(([first, deep]) =>
    atMost(`${deep} / ${first} p99`, results[deep].p99 / results[first].p99, BUDGETS.deepPageRatio),
  );
  const cached = [
    atMost(
      'cached feed page 1 and 1000 p99 (ms)',
      Math.max(results.feedPage1.p99, results.feedPage1000.p99),
      BUDGETS.cachedFeedP99,
    ),
    atLeast('post by id / bare JSON rps', ratio('postById'), BUDGETS.postRatio),
    atLeast('feed page / bare JSON rps', ratio('feedPage1'), BUDGETS.feedRatio),
    atMost(
      'cached search p99 (ms)',
      Math.max(results.searchCommon.p99, results.searchRare.p99, results.searchPrefix.p99),
      BUDGETS.searchP99,
    ),
    atMost('cached trends p99 (ms)', results.trends.p99, BUDGETS.trendsP99),
  ];
  const focus = atLeast(
    'focus feed / bare JSON rps (uncached, slowest reader)',
    Math.min(...focusFeeds.map(ratio)),
    BUDGETS.focusRatio,
  );
  const mixed = atLeast(
    'mixed 95 % reads, 5 % writes / bare JSON rps (cached)',
    ratio('mixed'),
    BUDGETS.mixedRatio,
  );
  return [...reads, ...depths, focus, mixed, ...cached];
}
