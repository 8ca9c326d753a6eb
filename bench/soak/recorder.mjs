// What the soak test records of every operation, whatever its kind: its latency, in windows of time from
// the start, how many of each kind were made, and each failure.
import { percentiles } from '../percentiles.mjs';

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The value below which 99 % of `values` fall (nearest rank). */
const p99 = (values) => (values.length === 0 ? 0 : percentiles(values, [0.99])[0]);

/**
 * Latencies and failures from now on, in `windowCount` windows of `windowMs`; an answer coming after the
 * last window's end (a request sent just before it) counts in the last.
 */
export function createRecorder(windowMs, windowCount) {
  const startedAt = performance.now();
  const windows = Array.from({ length: windowCount }, () => []);
  const counts = {};
  const failures = {};
  const windowNow = () => Math.min(windowCount - 1, Math.floor((performance.now() - startedAt) / windowMs));
  return {
    /** An operation answered in `ms`. */
    latency(ms) {
      windows[windowNow()].push(ms);
    },
    count(kind) {
      counts[kind] = (counts[kind] ?? 0) + 1;
    },
    /** A failure, named by what failed and how (`comment 500`, `connection`, `chat lost`). */
    fail(what) {
      failures[what] = (failures[what] ?? 0) + 1;
    },
    /** Each window's request count and p99; the counts per kind; the failures by name and in all. */
    summary() {
      const errors = Object.values(failures).reduce((sum, n) => sum + n, 0);
      const perWindow = windows.map((values) => ({ operations: values.length, p99: round(p99(values)) }));
      return { perWindow, counts, failures, errors };
    },
  };
}

const round = (ms) => Math.round(ms * 10) / 10;
