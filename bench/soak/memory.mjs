// The server's memory over the soak, every few seconds: its resident set from /proc (Linux), and from its
// /metrics what V8 holds for the heap, what the heap's objects use, and what the read cache keeps. A
// resident set that grows with the heap V8 holds while the objects used stay level is the collector
// sizing its heap to the load; one that grows with the objects used is a leak.
import { readFileSync } from 'node:fs';
import { median } from './recorder.mjs';

const SAMPLE_EVERY_MS = 2_000;
const MB = 1024 * 1024;
const METRICS = {
  heapHeldMb: 'nodejs_heap_size_total_bytes',
  heapUsedMb: 'nodejs_heap_size_used_bytes',
  // What the heap holds for new objects (young generation) and for those that survived (old).
  newSpaceMb: 'nodejs_heap_space_size_total_bytes{space="new"}',
  oldSpaceMb: 'nodejs_heap_space_size_total_bytes{space="old"}',
  readCacheMb: 'vigie_read_cache_bytes',
};
const escaped = (name) => name.replace(/[{}]/g, (brace) => `\\${brace}`);

/** The process's resident set (VmRSS), in MB. */
function residentMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1]);
  return Math.round(kb / 1024);
}

/** The figures of METRICS in the server's /metrics, in MB; none when it does not answer. */
export async function metricsMb({ url, token }) {
  const answer = await fetch(url, { headers: { authorization: `Bearer ${token}` } }).catch(() => undefined);
  if (!answer?.ok) return {};
  const text = await answer.text();
  return Object.fromEntries(
    Object.entries(METRICS).map(([figure, name]) => {
      const value = Number(new RegExp(`^${escaped(name)} (\\S+)$`, 'm').exec(text)?.[1]);
      return [figure, Math.round((value / MB) * 10) / 10];
    }),
  );
}

/**
 * Samples `pid`'s resident memory and its `metrics` ({ url, token }) from now until `stop()`, which
 * answers the samples ({ s, mb } and the figures of METRICS).
 */
export function sampleMemory(pid, metrics) {
  const startedAt = performance.now();
  const samples = [];
  const sample = async () => {
    const s = (performance.now() - startedAt) / 1000;
    const mb = residentMb(pid);
    samples.push({ s, mb, ...(await metricsMb(metrics)) });
  };
  let pending = sample();
  const timer = setInterval(() => {
    pending = pending.then(sample);
  }, SAMPLE_EVERY_MS);
  return {
    async stop() {
      clearInterval(timer);
      await pending;
      await sample();
      return samples;
    },
  };
}

/**
 * Growth after warm-up: the median of the samples in the last window against that of the first window
 * after warm-up, so that one garbage collection neither hides a leak nor makes one up; the same medians of
 * the heap and the read cache beside it.
 */
export function memoryGrowth(samples, { warmUpS, windowS, totalS }) {
  const within = (from, to, figure) =>
    samples.filter((x) => x.s >= from && x.s <= to && Number.isFinite(x[figure])).map((x) => x[figure]);
  const medians = (figure) => ({
    afterWarmUp: median(within(warmUpS, warmUpS + windowS, figure)),
    atEnd: median(within(totalS - windowS, totalS, figure)),
  });
  const resident = medians('mb');
  return {
    afterWarmUpMb: resident.afterWarmUp,
    atEndMb: resident.atEnd,
    peakMb: Math.max(...samples.map((x) => x.mb)),
    growth: resident.atEnd / resident.afterWarmUp - 1,
    ...Object.fromEntries(Object.keys(METRICS).map((figure) => [figure, medians(figure)])),
  };
}
