import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedCluster, startEmbeddedPostgres } from '../../src/db/embedded.ts';
import {
  clusterProcesses,
  type ServerProcess,
  startServerProcess,
  timed,
  until,
} from '../helpers/server-process.ts';

// The server runs as a process of its own on a cluster of this file's, stopped and started at will: the
// shared test clusters stay untouched. Once is enough, so the system-pg project skips it.
describe.skipIf(process.env.VIGIE_SYSTEM_PG)('a database outage', () => {
  let dataDir: string;
  let cluster: EmbeddedCluster;
  let server: ServerProcess;
  // A signed-out call to a signed-in route looks its session up: 406 while the database answers.
  const ask = () =>
    timed(`${server.url}/api/v1/user`, { headers: { cookie: `vigie_session=${'x'.repeat(43)}` } });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'vigie-outage-'));
    cluster = await startEmbeddedPostgres(dataDir);
    server = await startServerProcess({
      DATABASE_URL: cluster.connectionString,
      DB_QUERY_TIMEOUT_MS: '1000',
    });
  });
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await cluster?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers 503 at once while PostgreSQL is stopped, and serves again within 5 s of its return', async () => {
    expect((await ask()).status).toBe(406);
    // Requests in flight while the cluster stops: their connections are cut under them.
    const during = Promise.all(Array.from({ length: 20 }, ask));
    await cluster.stop();
    await during;
    for (let i = 0; i < 5; i++) {
      const answer = await ask();
      expect(answer.status).toBe(503);
      expect(answer.ms).toBeLessThan(2_000);
      expect(JSON.parse(answer.body)).toMatchObject({ error: 'database_unavailable' });
    }
    expect((await timed(`${server.url}/api/ready`)).status).toBe(503);
    expect((await timed(`${server.url}/api/health`)).status).toBe(200);
    expect(server.child.exitCode).toBeNull();

    const back = Date.now();
    cluster = await startEmbeddedPostgres(dataDir);
    const recovered = await until(ask, (status) => status === 406, 5_000);
    await until(
      () => timed(`${server.url}/api/ready`),
      (status) => status === 200,
      5_000,
    );
    console.info(
      `served again ${recovered} ms after the cluster accepted connections (${Date.now() - back} ms from its start)`,
    );
  });

  it('answers 503 within the query time-out while PostgreSQL is stalled', async () => {
    expect((await ask()).status).toBe(406);
    const stalled = clusterProcesses(path.join(dataDir, 'postgres'));
    for (const pid of stalled) process.kill(pid, 'SIGSTOP');
    try {
      const answer = await ask();
      expect(answer.status).toBe(503);
      // 1 s of statement time-out, which the stopped server cannot honour, then 1 s more on the client.
      expect(answer.ms).toBeLessThan(3_500);
    } finally {
      for (const pid of stalled) process.kill(pid, 'SIGCONT');
    }
    await until(ask, (status) => status === 406, 5_000);
    expect(server.child.exitCode).toBeNull();
  });
});
