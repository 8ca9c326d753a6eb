type Scheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a later task, so that the browser can paint and answer input in between: with
 * `scheduler.yield` where there is one (the rest runs ahead of other queued tasks), else a timeout.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve));
}
