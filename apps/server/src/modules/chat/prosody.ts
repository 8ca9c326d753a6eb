import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  prepareFolders,
  prosodyAccount,
  prosodyConfig,
  prosodyEnvironment,
  prosodyFiles,
  writeForProsody,
} from './prosody-config.ts';
import type { ChatLog } from './runtime.ts';

export interface ProsodyOptions {
  binary: string;
  dataDir: string;
  modulesDir: string;
  domain: string;
  apiUrl: string;
  apiSecret: string;
  /** The groups file to start with (the shared roster). */
  groups: string;
  log: ChatLog;
}

export interface Prosody {
  /** The running Prosody's HTTP port (WebSocket at /xmpp-websocket); undefined while it (re)starts. */
  httpPort(): number | undefined;
  /** Replaces the groups file and has the running Prosody read it again. */
  writeGroups(groups: string): Promise<void>;
  /** SIGTERM, then waits for the exit (SIGKILL past a delay); no restart after this. */
  stop(): Promise<void>;
}

const READY_LIMIT_MS = 15_000;
const STOP_LIMIT_MS = 5_000;
/** Restart delays double from the first to the last; a run this long counts as healthy again. */
const RESTART_MS = { first: 1_000, last: 30_000, healthyAfter: 60_000 };

/** Runs Prosody as a child process, restarted when it dies; resolves once the first attempt settled. */
export async function startProsody(options: ProsodyOptions): Promise<Prosody> {
  const { binary, log } = options;
  const files = prosodyFiles(options.dataDir);
  const account = await prosodyAccount();
  await prepareFolders(options.dataDir, files, account);
  await writeForProsody(files.groups, options.groups, account);
  await stopLeftover(files.pid, files.config, log);

  let child: ChildProcess | undefined;
  let readyPort: number | undefined;
  let stopping = false;
  let failures = 0;
  let restart: NodeJS.Timeout | undefined;
  // Prosody reads the groups file while it starts, and dies of a SIGUSR1 sent before its handler is set.
  let groupsChangedWhileStarting = false;

  const scheduleRestart = (reason: object) => {
    if (stopping) return;
    const delayMs = Math.min(RESTART_MS.first * 2 ** failures, RESTART_MS.last);
    failures++;
    log.warn({ ...reason, restartInMs: delayMs }, 'Prosody stopped: restarting it');
    restart = setTimeout(() => void launch(), delayMs);
  };

  async function launch(): Promise<void> {
    const startedAt = Date.now();
    try {
      const { httpPort, c2sPort } = await freePorts();
      await writeForProsody(files.config, prosodyConfig({ ...options, files, httpPort, c2sPort }), account);
      if (stopping) return;
      const proc = spawn(binary, ['--config', files.config, '-F'], {
        ...account,
        env: prosodyEnvironment(files.dir),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = proc;
      forwardLog(proc, log, () => stopping);
      const exited = new Promise<object>((resolve) => {
        proc.once('error', (error) => resolve({ err: error }));
        proc.once('exit', (code, signal) => resolve({ code, signal }));
      });
      void exited.then((reason) => {
        if (child !== proc) return;
        child = undefined;
        readyPort = undefined;
        if (Date.now() - startedAt > RESTART_MS.healthyAfter) failures = 0;
        scheduleRestart(reason);
      });
      if (!(await servesWebSocket(httpPort, exited))) {
        if (proc.exitCode === null && proc.signalCode === null)
          log.error(`Prosody did not answer within ${READY_LIMIT_MS} ms: killing it`);
        proc.kill('SIGKILL');
        return;
      }
      readyPort = httpPort;
      log.info({ pid: proc.pid, httpPort, ms: Date.now() - startedAt }, 'Prosody ready');
      if (groupsChangedWhileStarting) proc.kill('SIGUSR1');
      groupsChangedWhileStarting = false;
    } catch (error) {
      child = undefined;
      scheduleRestart({ err: error });
    }
  }

  await launch();
  return {
    httpPort: () => readyPort,
    async writeGroups(groups) {
      await writeForProsody(files.groups, groups, account);
      if (readyPort === undefined) groupsChangedWhileStarting = true;
      else child?.kill('SIGUSR1');
    },
    async stop() {
      stopping = true;
      clearTimeout(restart);
      const proc = child;
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
      const exit = new Promise((resolve) => proc.once('exit', resolve));
      proc.kill('SIGTERM');
      if (!(await Promise.race([exit.then(() => true), sleep(STOP_LIMIT_MS, false)]))) {
        log.warn('Prosody ignored SIGTERM: killing it');
        proc.kill('SIGKILL');
        await exit;
      }
    },
  };
}

/**
 * Prosody logs to its console: every line goes to ours at debug level, its warnings and errors above
 * (but for those of a shutdown we asked for).
 */
function forwardLog(proc: ChildProcess, log: ChatLog, stopping: () => boolean): void {
  for (const stream of [proc.stdout, proc.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on('line', (line) => {
      const level = stopping() ? undefined : /\s(error|warn)\t/.exec(line)?.[1];
      log[(level as 'error' | 'warn' | undefined) ?? 'debug'](`prosody: ${line.trim().replace(/\s+/g, ' ')}`);
    });
  }
}

/** Two ports free now on the loopback interface (Prosody binds them a moment later). */
async function freePorts(): Promise<{ httpPort: number; c2sPort: number }> {
  const listening = () =>
    new Promise<net.Server>((resolve, reject) => {
      const server = net.createServer().once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve(server));
    });
  const [http, c2s] = [await listening(), await listening()];
  const portOf = (server: net.Server) => (server.address() as net.AddressInfo).port;
  const ports = { httpPort: portOf(http), c2sPort: portOf(c2s) };
  await Promise.all([http, c2s].map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/**
 * Whether Prosody serves its WebSocket page before it exits or the time limit passes. Its port accepts
 * connections early, while modules still load; an answer means its startup has finished.
 */
async function servesWebSocket(port: number, exited: Promise<unknown>): Promise<boolean> {
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  for (const end = Date.now() + READY_LIMIT_MS; !gone && Date.now() < end; await sleep(50))
    if ((await statusOf(`http://127.0.0.1:${port}/xmpp-websocket`)) === 200) return !gone;
  return false;
}

const statusOf = (url: string) =>
  new Promise<number | undefined>((resolve) => {
    const request = http.get(url, { timeout: 1_000 }, (response) => {
      response.resume();
      resolve(response.statusCode);
    });
    request.once('error', () => resolve(undefined)).once('timeout', () => request.destroy());
  });

/** A Prosody left running by a server that died without stopping it would hold the pid file's lock. */
async function stopLeftover(pidFile: string, configFile: string, log: ChatLog): Promise<void> {
  const pid = Number((await readFile(pidFile, 'utf8').catch(() => '')).trim());
  const runs = async () =>
    pid > 0 && (await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).includes(configFile);
  if (!(await runs())) return;
  log.warn({ pid }, 'stopping a Prosody left running by an earlier server');
  process.kill(pid, 'SIGTERM');
  for (const end = Date.now() + STOP_LIMIT_MS; (await runs()) && Date.now() < end; ) await sleep(50);
  if (await runs()) process.kill(pid, 'SIGKILL');
}
