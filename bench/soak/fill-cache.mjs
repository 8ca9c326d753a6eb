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
  const readPost = (n) =>
    fetch(`${origin}/api/v1/post/${generatedId('post', n)}`, { headers: { cookie } }).then((answer) =>
      answer.arrayBuffer(),
    );
  let cachedMb = 0;
  let read = 0;
  while (read < posts && cachedMb < budgetMb * FULL) {
    const batch = Array.from({ length: Math.min(BATCH, posts - read) }, (_, i) => read + i + 1);
    for (let i = 0; i < batch.length; i += CONCURRENCY)
      await Promise.all(batch.slice(i, i + CONCURRENCY).map(readPost));
    read += batch.length;
    cachedMb = (await metricsMb(metrics)).readCacheMb ?? 0;
  }
  return { cachedMb, read };
}
