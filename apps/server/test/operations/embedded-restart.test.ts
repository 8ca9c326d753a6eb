import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../src/db/connect.ts';
import { startEmbeddedPostgres } from '../../src/db/embedded.ts';
import {
  clusterProcesses,
  type ServerProcess,
  startServerProcess,
  timed,
  until,
} from '../helpers/server-process.ts';

// The server on its default, the embedded cluster, in a data folder of its own. Once is enough.
describe.skipIf(process.env.VIGIE_SYSTEM_PG)('the embedded cluster and SIGTERM', () => {
  let dataDir: string;
  let server: ServerProcess;
  const ready = () => timed(`${server.url}/api/ready`);

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'vigie-embedded-'));
    server = await startServerProcess({ VIGIE_DATA_DIR: dataDir });
  }, 60_000);
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('starts the embedded PostgreSQL again when it is killed, and serves again', async () => {
    expect((await ready()).status).toBe(200);
    const [postmaster] = clusterProcesses(path.join(dataDir, 'postgres'));
    process.kill(postmaster as number, 'SIGKILL');
    await until(ready, (status) => status === 503, 3_000);
    const back = await until(ready, (status) => status === 200, 10_000);
    console.info(`served again ${back} ms after the postmaster was killed`);
    expect(server.child.exitCode).toBeNull();
  });

  it('on SIGTERM finishes the request in flight, refuses new connections, keeps its write, exits 0', async () => {
    const body = JSON.stringify({ email: 'nobody@vigie.example', password: 'not the password' });
    const { port } = new URL(server.url);
    // A sign-in whose body is still on its way when SIGTERM comes: it counts an attempt (a write).
    const request = http.request({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: '/api/v1/accounts/log_in',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const answered = new Promise<number>((resolve, reject) => {
      request.on('response', (answer) => {
        answer.resume();
        resolve(answer.statusCode ?? 0);
      });
      request.on('error', reject);
    });
    request.write(body.slice(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await timed(`${server.url}/api/health`)).status).toBe(0);
    request.end(body.slice(10));
    expect(await answered).toBe(401);
    expect(await server.exited).toBe(0);
    console.info(`exited ${Date.now() - signalled} ms after SIGTERM`);

    const cluster = await startEmbeddedPostgres(dataDir);
    const db = connect(cluster.connectionString, 1);
    try {
      const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM login_attempts`.execute(db);
      expect(rows[0]?.n).toBeGreaterThan(0);
    } finally {
      await db.destroy();
      await cluster.stop();
    }
  });
});
