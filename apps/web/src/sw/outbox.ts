/// <reference lib="webworker" />
import { OUTBOX_SYNC_TAG, replayOutbox } from '../lib/outbox/replay.ts';

declare const self: ServiceWorkerGlobalScope;

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/**
 * Background Sync replays what was done offline once the connection is back, the page open or not
 * (docs/product.md §4.5). A replay that stops on the network resolves all the same: the browser's retry
 * would come minutes later, while the page asks again as soon as it sees the connection.
 */
export function replayOutboxOnSync(): void {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(replayOutbox());
  });
}
