import { routes } from '@vigie/contract';
import { describe, expect, it, vi } from 'vitest';
import type { Viewer } from '../../src/modules/access/viewer.ts';
import { AnswerCache } from '../../src/modules/read-cache/answers.ts';
import type { AnswerKind } from '../../src/modules/read-cache/changes.ts';
import { Generation } from '../../src/modules/read-cache/generation.ts';

const viewer: Viewer = { id: 'reader', has_confidential_access: false, role: 'reader' };
const EMPTY = { contact: [], theme: [], entity: [] };

/** A cache that listens, and one answer (shown as showing `posts`, of `kind`) whose loads are counted. */
function cacheShowing(posts: string[], kind: AnswerKind = 'list') {
  const generation = new Generation();
  generation.watch();
  const cache = new AnswerCache(generation, async () => undefined, 1024 * 1024);
  const counted = { loads: 0 };
  let gate = Promise.resolve();
  const load = async () => {
    counted.loads++;
    await gate;
    return EMPTY;
  };
  const get = () => cache.forAudience(routes.trends, kind, viewer, [7], load, () => posts);
  /** Starts a load that stays under way until `release` is called. */
  const getHeld = async () => {
    let release = () => {};
    gate = new Promise((resolve) => {
      release = resolve;
    });
    const loads = counted.loads;
    const answer = get();
    await vi.waitFor(() => expect(counted.loads).toBe(loads + 1));
    gate = Promise.resolve();
    return { answer, release };
  };
  return { cache, generation, counted, get, getHeld };
}

describe('comment changes in the answer cache', () => {
  it('drops an answer showing a post whose comments changed, and keeps it for other posts', async () => {
    const { cache, counted, get } = cacheShowing(['a', 'b']);
    await get();
    cache.drop({ posts: ['c'] });
    await get();
    expect(counted.loads).toBe(1);
    cache.drop({ posts: ['b'] });
    await get();
    expect(counted.loads).toBe(2);
  });

  it('serves no answer loading when a comment changed until it shows none of the posts changed', async () => {
    const { cache, counted, get, getHeld } = cacheShowing(['a']);
    const first = await getHeld();
    // Which posts the loading answer shows is not known yet: any comment may be in it.
    cache.drop({ posts: ['z'] });
    const second = await getHeld();
    expect(counted.loads).toBe(2);
    cache.drop({ posts: ['z'] });
    first.release();
    second.release();
    await Promise.all([first.answer, second.answer]);
    await get();
    expect(counted.loads).toBe(2);
  });

  it('drops an answer once loaded when a post it shows had its comments changed meanwhile', async () => {
    const { cache, counted, get, getHeld } = cacheShowing(['a']);
    const { answer, release } = await getHeld();
    cache.drop({ posts: ['a'] });
    release();
    await answer;
    await get();
    expect(counted.loads).toBe(2);
  });
});

describe('changes reaching every answer of a kind', () => {
  it('drops the lists for a new post, and keeps the other kinds', async () => {
    const list = cacheShowing(['a'], 'list');
    const page = cacheShowing(['a'], 'post');
    await list.get();
    await page.get();
    list.cache.drop({ posts: [], kinds: ['list'] });
    page.cache.drop({ posts: [], kinds: ['list'] });
    await list.get();
    await page.get();
    expect(list.counted.loads).toBe(2);
    expect(page.counted.loads).toBe(1);
  });

  it('serves no list loading when the lists were dropped meanwhile, and drops it once loaded', async () => {
    const { cache, counted, get, getHeld } = cacheShowing([], 'list');
    const first = await getHeld();
    cache.drop({ posts: [], kinds: ['list'] });
    const second = await getHeld();
    expect(counted.loads).toBe(2);
    first.release();
    second.release();
    await Promise.all([first.answer, second.answer]);
    await get();
    expect(counted.loads).toBe(2);
  });
});

describe('answers loading', () => {
  it('loads once for identical requests arriving together, and answers each of them', async () => {
    const { counted, get } = cacheShowing(['a']);
    const [first, second] = await Promise.all([get(), get()]);
    expect(counted.loads).toBe(1);
    expect(second).toBe(first);
  });

  it('loads again for a request arriving after the generation changed, while the older load runs', async () => {
    const { generation, counted, getHeld } = cacheShowing(['a']);
    const older = await getHeld();
    generation.bump();
    const newer = await getHeld();
    expect(counted.loads).toBe(2);
    older.release();
    newer.release();
    await Promise.all([older.answer, newer.answer]);
  });
});
