import { version } from '../../package.json';
import { CACHE_VERSION, deleteUserCaches, type SwReply, type SwRequest } from '../lib/sw-protocol.ts';
import { fillDynamicCache } from './fill.ts';
import { pruneGonePosts } from './prune.ts';

declare const self: ServiceWorkerGlobalScope;

async function answer(request: SwRequest, reply: (message: SwReply) => void): Promise<void> {
  switch (request.type) {
    case 'GET_VERSION':
      return reply({ type: 'version', appVersion: version, cacheVersion: CACHE_VERSION });
    case 'CLAIM':
      await self.clients.claim();
      return reply({ type: 'claimed' });
    case 'STORAGE_ESTIMATE': {
      const { usage = 0, quota = 0 } = await navigator.storage.estimate();
      return reply({ type: 'storage', usage, quota });
    }
    case 'FILL_DYNAMIC_CACHE': {
      const result = await fillDynamicCache(request, (progress) => reply({ type: 'progress', ...progress }));
      await pruneGonePosts(request);
      return reply({ type: 'done', ...result });
    }
    case 'DELETE_DYNAMIC_CACHE':
      await deleteUserCaches();
      return reply({ type: 'deleted' });
    case 'SKIP_WAITING':
      await self.skipWaiting();
  }
}

/**
 * The page's requests (docs/product.md §2.15 SWCache, §4.4 lifecycle), each answered on the port it came
 * with.
 */
export function listenToPage(): void {
  self.addEventListener('message', (event: ExtendableMessageEvent) => {
    const port = event.ports[0];
    const reply = (message: SwReply) => port?.postMessage(message);
    event.waitUntil(
      answer(event.data as SwRequest, reply).catch((error: unknown) =>
        reply({ type: 'error', message: error instanceof Error ? error.message : String(error) }),
      ),
    );
  });
}
