import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { ANALYST, signInWithPin } from './flows.ts';

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

/** Signed in, controlled by the worker, with the offline fill over (the feed's posts are cached). */
export async function signInReadyOffline(page: Page, path = '/app'): Promise<void> {
  await signInWithPin(page, ANALYST, '1234', path);
  await controlled(page);
  const cachedPosts = async () =>
    (await cachedUrls(page, 'vigie-api')).filter((url) => url.startsWith('/api/v1/post/')).length;
  await expect.poll(cachedPosts, { timeout: 30_000 }).toBeGreaterThan(20);
}
