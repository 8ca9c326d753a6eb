import { generatedId } from '../../apps/server/src/content/generate-reference.ts';
import { metricsMb } from './memory.mjs';

/** Posts asked for at once while filling, and between two looks at the cache's size. */
const CONCURRENCY = 20;
const BATCH = 1_000;
/** Filled once the cache holds this share of its budget: it evicts from there on. */
const FULL = 0.95;

/**
 * Fills the server's read cache to its budget (`budgetMb`, its READ_CACHE_MB) with generated posts, read
 * by id, before the soak: a server that has run for a while keeps as many answers as its budget allows. A
 * cache still filling during the soak is resident memory growing, by design, up to that budget; from a
 * full cache on, growth is what the server keeps beyond it. Posts, because a publication drops every list
 * kept. Answers the cache's size in MB, and how many posts were read.
 */
export async function fillReadCache({ origin, cookie, metrics, budgetMb, posts }) {
  const read = (n) =>
    fetch(`${origin}/api/v1/post/${generatedId('post', n)}`, { headers: { cookie } }).then((answer) =>
      answer.arrayBuffer(),
    );
  let cachedMb = 0;
  let n = 1;
  while (n <= posts && cachedMb < budgetMb * FULL) {
    for (const end = Math.min(posts + 1, n + BATCH); n < end; ) {
      const batch = [];
      for (; batch.length < CONCURRENCY && n < end; n++) batch.push(read(n));
      await Promise.all(batch);
    }
    cachedMb = (await metricsMb(metrics)).readCacheMb ?? 0;
  }
  return { cachedMb, read: n - 1 };
}
