import { Worker } from 'node:worker_threads';
import webpush from 'web-push';

export type Encrypt = (
  subscription: webpush.PushSubscription,
  payload: string,
  options: { headers: Record<string, string>; TTL: number; topic?: string },
) => Promise<webpush.RequestDetails>;

/** Encrypts on the calling thread. */
export const encryptHere: Encrypt = async (subscription, payload, options) =>
  webpush.generateRequestDetails(subscription, payload, options);

interface Thread {
  worker: Worker;
  pending: Map<number, { resolve(details: webpush.RequestDetails): void; reject(error: Error): void }>;
}

/**
 * Worker threads running web-push's encryption: one ECDH agreement per push is most of a push's CPU,
 * and on the main thread it held sending to about 1,200 pushes a second on two cores.
 */
export function encryptionPool(size: number): { encrypt: Encrypt; close(): Promise<void> } {
  let nextId = 0;
  let closed = false;
  const spawn = (): Thread => {
    const thread: Thread = {
      worker: new Worker(new URL('./encrypt-worker.cjs', import.meta.url)),
      pending: new Map(),
    };
    thread.worker.unref();
    thread.worker.on('message', ({ id, details, error }) => {
      const waiting = thread.pending.get(id);
      thread.pending.delete(id);
      if (error) waiting?.reject(new Error(error));
      else waiting?.resolve({ ...details, body: Buffer.from(details.body) });
    });
    thread.worker.on('error', (error) => {
      // Its pushes fail and are retried later; a fresh thread takes its place.
      for (const waiting of thread.pending.values()) waiting.reject(error);
      thread.pending.clear();
      if (!closed) threads[threads.indexOf(thread)] = spawn();
    });
    return thread;
  };
  const threads = Array.from({ length: size }, spawn);
  return {
    encrypt: (subscription, payload, options) =>
      new Promise((resolve, reject) => {
        if (closed) return reject(new Error('push encryption stopped'));
        const id = nextId++;
        const thread = threads[id % size] as Thread;
        thread.pending.set(id, { resolve, reject });
        thread.worker.postMessage({ id, subscription, payload, options });
      }),
    async close() {
      closed = true;
      await Promise.all(threads.map((thread) => thread.worker.terminate()));
      for (const thread of threads)
        for (const waiting of thread.pending.values()) waiting.reject(new Error('stopped'));
    },
  };
}
