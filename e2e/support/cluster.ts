import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { connect, type Db } from '../../apps/server/src/db/connect.ts';
import { type Prosody, startProsody } from '../../apps/server/src/modules/chat/prosody.ts';
import { keepRosterInSync } from '../../apps/server/src/modules/chat/roster.ts';
import { systemDatabaseUrl } from '../../apps/server/test/setup/system-database.ts';
import { adminQuery, databaseUrl } from '../../apps/server/test/setup/template.ts';
import { type Balancer, startBalancer } from './balancer.ts';
import { type RunningServer, startServer } from './server.ts';

export interface Cluster {
  /** The load balancer's address: where readers go. */
  url: string;
  /** Server A and server B, each reachable at its own address too. */
  servers: [RunningServer, RunningServer];
  /** The database both servers use. */
  db: Db;
  /** The contact each server's pushes name (VAPID `sub`), telling the push service who sent them. */
  pushSubjects: [string, string];
}

const root = path.resolve(import.meta.dirname, '../..');
const XMPP_DOMAIN = 'vigie.local';
const quiet = { debug() {}, info() {}, warn: console.warn, error: console.error };

/**
 * Two built servers behind a round-robin balancer, on one new database of the system PostgreSQL (with the
 * demo data), sharing one Prosody run beside them as an operator would run it; they trust the certificate
 * the global set-up made for local push services. Started before the file's tests, stopped and dropped after them.
 */
export function useCluster(): Cluster {
  const cluster = {} as Cluster;
  const cleanups: (() => Promise<unknown>)[] = [];
  beforeAll(async () => {
    const adminUrl = await systemDatabaseUrl();
    if (!adminUrl) throw new Error('the cluster scenarios need the system PostgreSQL (TEST_DATABASE_URL)');
    const name = `vigie_cluster_${randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
    cleanups.push(() => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    const url = databaseUrl(adminUrl, name);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'vigie-cluster-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const certFile = path.join(dir, 'push-service.pem');
    await writeFile(certFile, inject('pushCertificate').cert);

    const balancer: Balancer = await startBalancer();
    cleanups.push(() => balancer.close());
    const apiSecret = randomBytes(32).toString('base64url');
    const prosody: Prosody = await startProsody({
      binary: process.env.PROSODY_PATH || '/usr/bin/prosody',
      dataDir: dir,
      modulesDir: path.join(root, 'apps/server/prosody'),
      domain: XMPP_DOMAIN,
      apiUrl: `${balancer.url}/internal/xmpp`,
      apiSecret,
      groups: '',
      log: quiet,
    });
    cleanups.push(() => prosody.stop());

    cluster.pushSubjects = ['mailto:server-a@vigie.example', 'mailto:server-b@vigie.example'];
    const start = (subject: string) =>
      startServer({
        env: {
          DATABASE_URL: url,
          VIGIE_DEMO: '1',
          XMPP_DOMAIN,
          XMPP_WEBSOCKET_URL: `ws://127.0.0.1:${prosody.httpPort()}/xmpp-websocket`,
          XMPP_API_SECRET: apiSecret,
          NODE_EXTRA_CA_CERTS: certFile,
          PUSH_PRIVATE_ENDPOINTS: '1',
          VAPID_SUBJECT: subject,
        },
      });
    // A first, which migrates the empty database and loads the demo, then B on what A left.
    const a = await start(cluster.pushSubjects[0]);
    cleanups.push(() => a.stop());
    const b = await start(cluster.pushSubjects[1]);
    cleanups.push(() => b.stop());
    cluster.servers = [a, b];
    balancer.backends.push(new URL(a.url), new URL(b.url));
    cluster.url = balancer.url;

    cluster.db = connect(url, 4);
    cleanups.push(() => cluster.db.destroy());
    // The chat server's roster is its operator's to keep: here from the users table, as servers do for theirs.
    const roster = keepRosterInSync({
      db: cluster.db,
      domain: XMPP_DOMAIN,
      listenUrl: url,
      write: (groups) => prosody.writeGroups(groups),
      log: quiet,
    });
    cleanups.push(() => roster.close());
    await roster.ready;
  });
  afterAll(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  return cluster;
}
