import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

type Manifest = Parameters<typeof precacheAndRoute>[0];

/** The app shell: built assets precached, and every /app page answered with the cached index.html. */
export function precacheAppShell(manifest: Manifest): void {
  precacheAndRoute(manifest);
  cleanupOutdatedCaches();
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('/index.html'), { allowlist: [/^\/app(?:\/|$)/] }),
  );
}
