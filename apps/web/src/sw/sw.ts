/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { precacheAppShell } from './precache.ts';

declare const self: ServiceWorkerGlobalScope;

precacheAppShell(self.__WB_MANIFEST);
clientsClaim();
