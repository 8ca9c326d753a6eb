import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../src/db/embedded.ts';

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything the server printed so far. */
  output(): string;
  exited: Promise<number | null>;
}

/** Runs `src/main.ts` as operators do, in a process of its own, and waits until it listens. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      PORT: String(port),
      WEB_DIST_DIR: '',
      PROSODY_PATH: '/nonexistent/prosody',
      VIGIE_DEMO: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const listening = new Promise<void>((resolve, reject) => {
    const check = () => (output.includes('Vigie is running') ? resolve() : undefined);
    child.stdout?.on('data', check);
    void exited.then((code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
  await listening;
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** A request and how long its answer took; `status` 0 when no answer came. */
export async function timed(url: string, init: RequestInit = {}) {
  const started = Date.now();
  try {
    const answer = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
    const body = await answer.text();
    return { status: answer.status, body, ms: Date.now() - started };
  } catch {
    return { status: 0, body: '', ms: Date.now() - started };
  }
}

/** Asks until `accept` holds; the time it took, or throws after `limitMs`. */
export async function until(
  ask: () => Promise<{ status: number }>,
  accept: (status: number) => boolean,
  limitMs: number,
) {
  const started = Date.now();
  for (;;) {
    const { status } = await ask();
    if (accept(status)) return Date.now() - started;
    if (Date.now() - started > limitMs) throw new Error(`still ${status} after ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The postmaster of the cluster in `clusterDir`, and its children (backends, background workers). */
export function clusterProcesses(clusterDir: string): number[] {
  const postmaster = Number(readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((pid) => pid > 0);
  return [postmaster, ...children];
}
