import { DYNAMIC_CACHE, type FillProgress, type FillRequest } from '../lib/sw-protocol.ts';

/** Fetches at a time: enough to fill quickly, few enough to leave the network to the page. */
const PARALLEL = 2;

/** The post ids a feed page (`{data: [{id}]}`) or the bookmark list (`[id]`) names. */
export function postIdsIn(body: unknown): string[] {
  const items = Array.isArray(body) ? body : (body as { data?: unknown })?.data;
  if (!Array.isArray(items)) return [];
  return items.flatMap((item) => {
    const id = typeof item === 'string' ? item : (item as { id?: unknown })?.id;
    return typeof id === 'string' && /^[0-9a-f]{24}$/.test(id) ? [id] : [];
  });
}

async function runAll(tasks: Array<() => Promise<void>>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]!();
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
}

/**
 * Stores what a user needs offline: the answers of `urls`, then every post those answers list.
 * Reports progress after each answer; a failed answer is counted, never fatal.
 */
export async function fillDynamicCache(
  { urls, postUrlPrefix }: FillRequest,
  report: (progress: FillProgress) => void,
): Promise<FillProgress> {
  const cache = await caches.open(DYNAMIC_CACHE);
  const progress: FillProgress = { done: 0, total: urls.length, failed: 0 };
  const postIds = new Set<string>();
  const store = async (url: string, collect: boolean) => {
    try {
      const response = await fetch(url, {
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
      });
      if (!response.ok) throw new Error(`${response.status}`);
      if (collect) for (const id of postIdsIn(await response.clone().json())) postIds.add(id);
      await cache.put(url, response);
    } catch {
      progress.failed++;
    }
    progress.done++;
    report({ ...progress });
  };
  await runAll(urls.map((url) => () => store(url, true)));
  progress.total += postIds.size;
  report({ ...progress });
  await runAll([...postIds].map((id) => () => store(`${postUrlPrefix}${id}`, false)));
  return progress;
}
