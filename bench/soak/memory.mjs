// The server's resident memory over the soak, read from /proc (Linux) every few seconds.
import { readFileSync } from 'node:fs';
import { median } from './recorder.mjs';

const SAMPLE_EVERY_MS = 2_000;

/** The process's resident set (VmRSS), in MB. */
function residentMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1]);
  return Math.round(kb / 1024);
}

/** Samples `pid`'s resident memory from now until `stop()`, which answers the samples ({ s, mb }). */
export function sampleMemory(pid) {
  const startedAt = performance.now();
  const samples = [];
  const sample = () => samples.push({ s: (performance.now() - startedAt) / 1000, mb: residentMb(pid) });
  sample();
  const timer = setInterval(sample, SAMPLE_EVERY_MS);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return samples;
    },
  };
}

/**
 * Growth after warm-up: the median of the samples in the last window against that of the first window
 * after warm-up, so that one garbage collection neither hides a leak nor makes one up.
 */
export function memoryGrowth(samples, { warmUpS, windowS, totalS }) {
  const within = (from, to) =>
    samples.filter((sample) => sample.s >= from && sample.s <= to).map((x) => x.mb);
  const afterWarmUp = median(within(warmUpS, warmUpS + windowS));
  const atEnd = median(within(totalS - windowS, totalS));
  return {
    afterWarmUpMb: afterWarmUp,
    atEndMb: atEnd,
    peakMb: Math.max(...samples.map((sample) => sample.mb)),
    growth: atEnd / afterWarmUp - 1,
  };
}
