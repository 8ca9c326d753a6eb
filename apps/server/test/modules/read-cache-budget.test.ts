import { routes, type Trends } from '@vigie/contract';
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../src/modules/access/viewer.ts';
import { AnswerCache } from '../../src/modules/read-cache/answers.ts';
import { Generation } from '../../src/modules/read-cache/generation.ts';

const viewer: Viewer = { id: 'reader', has_confidential_access: false, role: 'reader' };
const BUDGET = 1024 * 1024;

/** A trends answer of about `chars` characters of JSON. */
const trendsOf = (chars: number): Trends => ({
  contact: [],
  theme: [],
  entity: [
    {
      id: 'e'.repeat(24),
      name: 'n'.repeat(chars),
      img: null,
      total_counts: 1,
      counts: { memo: 1, news: 0, synthese: 0 },
    },
  ],
});

/** A cache of BUDGET bytes whose answers, keyed by a number, are `chars` long; loads are counted. */
function cacheOf(chars: (key: number) => number) {
  const generation = new Generation();
  generation.watch();
  const cache = new AnswerCache(generation, async () => undefined, BUDGET);
  const loaded: number[] = [];
  const get = (key: number) =>
    cache.forAudience(
      routes.trends,
      'trends',
      viewer,
      [key],
      async () => {
        loaded.push(key);
        return trendsOf(chars(key));
      },
      () => [],
    );
  /** How many of `keys`, newest first, are still kept: asking stops at the first one loaded again. */
  const kept = async (keys: number[]) => {
    for (const [index, key] of keys.entries()) {
      const loads = loaded.length;
      await get(key);
      if (loaded.length > loads) return index;
    }
    return keys.length;
  };
  return { cache, get, loaded, kept };
}

const newestFirst = (count: number) => Array.from({ length: count }, (_, i) => count - 1 - i);

describe('the answer cache’s byte budget', () => {
  it('keeps large answers within its bytes, the most recently used ones', async () => {
    const { cache, get, kept } = cacheOf(() => 50_000);
    let bytes = 0;
    for (let key = 0; key < 100; key++) bytes = (await get(key)).bytes;
    // What /metrics reports: the budget nearly full, the answers' text counted.
    expect(cache.bytes).toBeLessThanOrEqual(BUDGET);
    expect(cache.bytes).toBeGreaterThan(BUDGET - 2 * bytes);
    const survivors = await kept(newestFirst(100));
    // A kept answer holds its JSON's UTF-8 bytes.
    expect(survivors * bytes).toBeLessThanOrEqual(BUDGET);
    expect(survivors).toBeGreaterThanOrEqual(Math.floor(BUDGET / bytes) - 2);
  });

  it('keeps small answers by the thousand', async () => {
    const { get, kept } = cacheOf(() => 10);
    for (let key = 0; key < 1_000; key++) await get(key);
    expect(await kept(newestFirst(1_000))).toBe(1_000);
  });

  it('does not keep an answer larger than the whole budget, nor push the others out for it', async () => {
    const { get, loaded, kept } = cacheOf((key) => (key === 10 ? BUDGET : 1_000));
    for (let key = 0; key < 11; key++) await get(key);
    await get(10);
    expect(loaded.filter((key) => key === 10)).toHaveLength(2);
    expect(await kept(newestFirst(10))).toBe(10);
  });

  it('counts each compressed copy of a kept answer once, as it is made, and makes it once', async () => {
    const { cache, get, loaded } = cacheOf(() => 20_000);
    const answer = await get(1);
    const plain = cache.bytes;
    const br = answer.compressed('br');
    expect(cache.bytes).toBe(plain + br.length);
    expect((await get(1)).compressed('br')).toBe(br);
    const gzip = answer.compressed('gzip');
    expect(cache.bytes).toBe(plain + br.length + gzip.length);
    expect(loaded).toEqual([1]);
  });

  it('counts no copy of an answer pushed out, even once the same answer is loaded and kept again', async () => {
    const { cache, get, loaded } = cacheOf((key) => (key === 1 ? 20_000 : 600_000));
    const pushedOut = await get(1);
    await get(2);
    await get(3);
    const again = await get(1);
    expect(loaded).toEqual([1, 2, 3, 1]);
    const kept = cache.bytes;
    pushedOut.compressed('br');
    expect(cache.bytes).toBe(kept);
    again.compressed('br');
    expect(cache.bytes).toBeGreaterThan(kept);
  });
});
