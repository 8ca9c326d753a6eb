import type { Browser, Page } from 'playwright-core';

/** The Long Tasks API's threshold: a task this long delays the next frame noticeably. */
const LONG_TASK_MS = 50;

/** A task of a page's main thread: its length in wall time and in the thread's own CPU time, in ms. */
export interface MainThreadTask {
  wall: number;
  cpu: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * The renderers' main-thread tasks while `work` runs, from Chromium's trace. A long task in wall time
 * may be the app's or the machine's: on a shared machine the renderer waits for a core now and then.
 * A task's CPU time is the app's own.
 */
export async function mainThreadTasks(
  browser: Browser,
  page: Page,
  work: () => Promise<void>,
): Promise<MainThreadTask[]> {
  await browser.startTracing(page, { categories: ['toplevel', 'disabled-by-default-devtools.timeline'] });
  let trace: Buffer;
  try {
    await work();
  } finally {
    trace = await browser.stopTracing();
  }
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  return events
    .filter(
      (event) => event.name === 'RunTask' && event.ph === 'X' && mainThreads.has(`${event.pid}:${event.tid}`),
    )
    .map((event) => ({ wall: (event.dur ?? 0) / 1000, cpu: (event.tdur ?? 0) / 1000 }));
}

/** A task that held the main thread for LONG_TASK_MS of its own CPU time. */
export const isLongTask = (task: MainThreadTask) => task.cpu >= LONG_TASK_MS;
