import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { DYNAMIC_CACHE, IMAGE_CACHE } from '../lib/sw-protocol.ts';

/** Past this, a slow network gives way to the cached answer. */
const NETWORK_TIMEOUT_SECONDS = 3;
const IMAGE_MAX_ENTRIES = 300;
const IMAGE_MAX_AGE_SECONDS = 30 * 24 * 3600;

const isApi = (url: URL) => url.pathname.startsWith('/api/v1/');
/** Sign-in and sign-out answers are never kept; nor are downloads (PDFs), which the browser saves. */
const isCacheableApi = (url: URL) =>
  isApi(url) &&
  !url.pathname.startsWith('/api/v1/accounts/') &&
  !url.pathname.startsWith('/api/v1/app_config/file/') &&
  !url.pathname.startsWith('/api/v1/files/');

/**
 * An answer gone from the server (a retracted post, a hidden theme) leaves no copy behind to be served
 * offline later.
 */
const forgetGoneAnswers = {
  fetchDidSucceed: async ({ request, response }: { request: Request; response: Response }) => {
    if (response.status === 404 || response.status === 410)
      await (await caches.open(DYNAMIC_CACHE)).delete(request, { ignoreVary: true });
    return response;
  },
};

/** API reads network-first (the cache answers offline); pictures cache-first. Only GETs and 200s are kept. */
export function registerRuntimeCaches(): void {
  registerRoute(
    ({ url, request }) => request.method === 'GET' && isCacheableApi(url) && request.destination !== 'image',
    new NetworkFirst({
      cacheName: DYNAMIC_CACHE,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      // Answers vary by encoding, a header the cache cannot compare; the caches are one user's anyway.
      matchOptions: { ignoreVary: true },
      plugins: [new CacheableResponsePlugin({ statuses: [200] }), forgetGoneAnswers],
    }),
  );
  registerRoute(
    ({ request }) => request.method === 'GET' && request.destination === 'image',
    new CacheFirst({
      cacheName: IMAGE_CACHE,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({
          maxEntries: IMAGE_MAX_ENTRIES,
          maxAgeSeconds: IMAGE_MAX_AGE_SECONDS,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  );
}
