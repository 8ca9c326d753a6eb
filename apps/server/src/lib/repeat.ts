/**
 * Runs `task` now and then every `intervalMs`, without keeping the process alive. A failed run is logged
 * and the next one tries again. Returns the function that stops it.
 */
export function repeatEvery(intervalMs: number, name: string, task: () => Promise<unknown>): () => void {
  const run = () => {
    task().catch((error: unknown) => {
      console.error(`${name} failed:`, error);
    });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
