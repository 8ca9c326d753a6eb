import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { askServiceWorker, SwTimeoutError } from './sw-messages.ts';
import type { SwReply, SwRequest } from './sw-protocol.ts';

type Answer = (request: SwRequest, port: MessagePort) => void;

/** A worker that answers on the request's port as `answer` says (or never). */
function workerAnswering(answer: Answer) {
  const worker = { postMessage: (request: SwRequest, [port]: MessagePort[]) => answer(request, port!) };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ active: worker }) },
  });
}

const reply = (port: MessagePort, message: SwReply, afterMs = 0) =>
  setTimeout(() => port.postMessage(message), afterMs);

describe('askServiceWorker', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('resolves with the answer', async () => {
    workerAnswering((_, port) => reply(port, { type: 'version', appVersion: '1.2.3', cacheVersion: 1 }));
    const answer = askServiceWorker({ type: 'GET_VERSION' });
    await vi.advanceTimersByTimeAsync(10);
    await expect(answer).resolves.toEqual({ type: 'version', appVersion: '1.2.3', cacheVersion: 1 });
  });

  it('gives up on a version question after 1 s (docs/product.md §4.4)', async () => {
    workerAnswering(() => {});
    const answer = askServiceWorker({ type: 'GET_VERSION' });
    const settled = expect(answer).rejects.toBeInstanceOf(SwTimeoutError);
    await vi.advanceTimersByTimeAsync(1001);
    await settled;
  });

  it('lets a fill run past 3 s while it reports progress, and passes the reports on', async () => {
    workerAnswering((_, port) => {
      for (const [done, at] of [
        [1, 2500],
        [2, 5000],
      ] as const)
        reply(port, { type: 'progress', done, total: 2, failed: 0 }, at);
      reply(port, { type: 'done', done: 2, total: 2, failed: 0 }, 7000);
    });
    const reports: number[] = [];
    const answer = askServiceWorker(
      { type: 'FILL_DYNAMIC_CACHE', urls: [], postUrlPrefix: '', visibleUrl: '' },
      (progress) => reports.push(progress.done),
    );
    await vi.advanceTimersByTimeAsync(7100);
    await expect(answer).resolves.toMatchObject({ type: 'done', done: 2 });
    expect(reports).toEqual([1, 2]);
  });

  it('rejects with the worker’s error', async () => {
    workerAnswering((_, port) => reply(port, { type: 'error', message: 'quota exceeded' }));
    const answer = askServiceWorker({ type: 'DELETE_DYNAMIC_CACHE' });
    const settled = expect(answer).rejects.toThrow('quota exceeded');
    await vi.advanceTimersByTimeAsync(10);
    await settled;
  });
});
