import type { Page } from 'playwright-core';

/** Waits until the service worker controls the page. */
export const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });

/** The URLs held by one of the app's caches (none when the cache does not exist). */
export const cachedUrls = (page: Page, name: string) =>
  page.evaluate(async (cacheName) => {
    if (!(await caches.has(cacheName))) return [];
    const keys = await (await caches.open(cacheName)).keys();
    return keys.map((request) => new URL(request.url).pathname + new URL(request.url).search);
  }, name);
