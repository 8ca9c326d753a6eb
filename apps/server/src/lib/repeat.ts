/**
 * Runs `task` now and then every `intervalMs`, without keeping the process alive. A failed run is logged
 * and the next one tries again; a run still going (a stalled database) makes the next ones wait their
 * turn rather than pile up. Returns the function that stops it.
 */
export function repeatEvery(intervalMs: number, name: string, task: () => Promise<unknown>): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    task()
      .catch((error: unknown) => {
        console.error(`${name} failed:`, error);
      })
      .finally(() => {
        running = false;
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
