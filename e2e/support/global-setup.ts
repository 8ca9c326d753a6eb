import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { selfSignedCertificate } from '../../apps/server/test/helpers/self-signed.ts';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** The local push service's certificate, which the server trusts. */
    pushCertificate: { key: string; cert: string };
  }
}

export default async function setup(project: TestProject) {
  const pushCertificate = selfSignedCertificate();
  const certDir = await mkdtemp(path.join(os.tmpdir(), 'vigie-e2e-push-'));
  const certFile = path.join(certDir, 'push-service.pem');
  await writeFile(certFile, pushCertificate.cert);
  const server = await startServer({ env: { NODE_EXTRA_CA_CERTS: certFile, PUSH_PRIVATE_ENDPOINTS: '1' } });
  project.provide('baseUrl', server.url);
  project.provide('dataDir', server.dataDir);
  project.provide('pushCertificate', pushCertificate);
  return async () => {
    await server.stop();
    await rm(certDir, { recursive: true, force: true });
  };
}
