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

/** How many posts (`/api/v1/post/:id`) the offline cache holds, the feeds' pages aside. */
export const cachedPosts = async (page: Page) =>
  (await cachedUrls(page, 'vigie-api')).filter((url) => /^\/api\/v1\/post\/[0-9a-f]{24}$/.test(url)).length;

/**
 * Signed in, controlled by the worker, with the offline fill over (the feed's posts are cached). The fill
 * waits for 10 s without input (docs/product.md §9): the page's clock jumps over them, as a reader who
 * puts the phone down. The jump lands before the fill starts, never during it, whose messages to the
 * worker time out on the same clock; should the wait not be armed yet, it simply runs its 10 s.
 */
export async function signInReadyOffline(page: Page, path = '/app'): Promise<void> {
  await page.clock.install();
  await signInWithPin(page, ANALYST, '1234', path);
  await controlled(page);
  await page.clock.fastForward('00:10');
  await expect.poll(() => cachedPosts(page), { timeout: 30_000 }).toBeGreaterThan(20);
}
