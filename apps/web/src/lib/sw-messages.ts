import type { FillProgress, SwReply, SwRequest } from './sw-protocol.ts';

/** docs/product.md §4.4: the worker answers within 3 s, or 1 s for version, claim and storage questions. */
const QUICK_MS = 1000;
const DEFAULT_MS = 3000;
const QUICK: ReadonlyArray<SwRequest['type']> = ['GET_VERSION', 'CLAIM', 'STORAGE_ESTIMATE'];

export class SwTimeoutError extends Error {
  constructor(type: string) {
    super(`The service worker did not answer ${type} in time`);
    this.name = 'SwTimeoutError';
  }
}

/**
 * Asks the active service worker and waits for its answer. A fill reports progress: each report
 * restarts the time-out, so a long fill on a slow network is not cut short.
 */
export async function askServiceWorker(
  request: SwRequest,
  onProgress?: (progress: FillProgress) => void,
): Promise<SwReply> {
  const registration = await navigator.serviceWorker.ready;
  const worker = registration.active;
  if (!worker) throw new Error('No active service worker');
  const timeoutMs = QUICK.includes(request.type) ? QUICK_MS : DEFAULT_MS;
  const channel = new MessageChannel();
  return new Promise<SwReply>((resolve, reject) => {
    let timer = setTimeout(() => reject(new SwTimeoutError(request.type)), timeoutMs);
    channel.port1.onmessage = ({ data }: MessageEvent<SwReply>) => {
      clearTimeout(timer);
      if (data.type === 'progress') {
        onProgress?.(data);
        timer = setTimeout(() => reject(new SwTimeoutError(request.type)), timeoutMs);
      } else if (data.type === 'error') reject(new Error(data.message));
      else resolve(data);
    };
    worker.postMessage(request, [channel.port2]);
  }).finally(() => channel.port1.close());
}
