/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { listenToPage } from './messages.ts';
import { replayOutboxOnSync } from './outbox.ts';
import { precacheAppShell } from './precache.ts';
import { handlePushes } from './push.ts';
import { registerRuntimeCaches } from './runtime-cache.ts';

declare const self: ServiceWorkerGlobalScope;

precacheAppShell(self.__WB_MANIFEST);
registerRuntimeCaches();
listenToPage();
handlePushes();
replayOutboxOnSync();
// A first install takes the open pages at once; an update waits for the page's SKIP_WAITING
// (docs/product.md §4.4).
clientsClaim();
