import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../src/db/embedded.ts';
import { createTemplate } from './template.ts';

export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vigie-test-pg-'));
  const cluster = await startEmbeddedPostgres(dataDir);
  const template = await createTemplate(cluster.connectionString);
  project.provide('adminUrl', cluster.connectionString);
  project.provide('template', template);
  return async () => {
    await cluster.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
