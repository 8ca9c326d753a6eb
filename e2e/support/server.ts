import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(import.meta.dirname, '../..');
const serverMain = path.join(root, 'apps/server/dist/main.js');
const cliMain = path.join(root, 'apps/server/dist/cli.js');

export interface RunningServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
  /** Ends the process with SIGKILL, as a crash would: nothing of its shutdown runs. */
  kill(): Promise<void>;
}

/** A port nothing listens on now, for a server started next. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function waitForReady(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Vigie is running at')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}:\n${output}`)));
  });
}

interface ServerOptions {
  /** An existing data directory (kept at stop), for a server that replaces another. */
  dataDir?: string;
  port?: number;
  /** Another build of the web app, as a deployment would bring. */
  webDist?: string;
  env?: NodeJS.ProcessEnv;
}

/** The built product, exactly as `npm start` runs it, on a new data directory with the demo data. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'vigie-e2e-')));
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, [serverMain], {
    env: {
      ...process.env,
      VIGIE_DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...(options.webDist && { WEB_DIST_DIR: options.webDist }),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await waitForReady(child);
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    }
    if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
  };
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    stop: () => end('SIGTERM'),
    kill: () => end('SIGKILL'),
  };
}

/** Runs the product's CLI against the server's data directory (it reuses the running database). */
export async function runCli(dataDir: string, ...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [cliMain, ...args], {
    env: { ...process.env, VIGIE_DATA_DIR: dataDir, DATABASE_URL: '' },
  });
  return stdout;
}
