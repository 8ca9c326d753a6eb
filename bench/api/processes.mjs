import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * The Node.js flags the servers run with, as `npm start` and docs/deploy.md start them: a young generation
 * of 64 MB semi-spaces rather than V8's 16, collected a quarter as often, and by the main thread alone,
 * whose GC helper threads took CPU from PostgreSQL on 2 cores.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64', '--single-threaded-gc'];

/** Runs a command to completion, inheriting the terminal; rejects on a non-zero exit. */
export function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`)),
    );
  });
}

/**
 * Starts a server, `node` with SERVER_NODE_FLAGS and then `args`, and waits until `readyUrl` answers 200;
 * `pid` is the process's.
 */
export async function startServer(args, env, readyUrl) {
  const child = spawn('node', [...SERVER_NODE_FLAGS, ...args], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    const ok = await fetch(readyUrl).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { pid: child.pid, stop: () => stop(child) };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`${readyUrl} did not answer within 60 s`);
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/**
 * Runs the measurement `name` of load-process.mjs (`measure` or `measureMixed`) with `options` in a new
 * Node.js process, and resolves to its result. A load generator kept for a whole run spent twice the CPU
 * a request in its last scenarios as in its first, on a machine whose two cores it shares with the servers
 * and PostgreSQL: each measurement starts its own.
 */
export function measureApart(name, options) {
  return new Promise((resolve, reject) => {
    const script = path.join(import.meta.dirname, 'load-process.mjs');
    const child = spawn(process.execPath, [...process.execArgv, script], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(output)) : reject(new Error(`${name} exited with ${code}`)),
    );
    child.stdin.end(JSON.stringify({ name, options }));
  });
}
