import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { type AppOptions, buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { connect, type Db } from '../../src/db/connect.ts';
import { adminQuery, databaseUrl } from '../setup/template.ts';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  config: Config;
  url: string;
}

/** A fresh database, cloned from the migrated template, for one test file. */
export async function createTestDatabase(): Promise<{ db: Db; url: string; drop(): Promise<void> }> {
  const adminUrl = inject('adminUrl');
  const template = inject('template');
  const name = `vigie_test_${template.slice(-8)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const url = databaseUrl(adminUrl, name);
  const db = connect(url, 4);
  return {
    db,
    url,
    async drop() {
      await db.destroy();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** Builds the app on a fresh database before the file's tests, and tears both down after. */
export function useTestApp(
  overrides: Partial<Config> = {},
  options: Pick<AppOptions, 'pushAgent'> = {},
): TestContext {
  const context = {} as TestContext;
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    context.db = database.db;
    context.url = database.url;
    context.config = { ...loadConfig({ WEB_DIST_DIR: '' }), ...overrides };
    context.app = await buildApp({ db: database.db, config: context.config, ...options });
  });
  afterAll(async () => {
    await context.app?.close();
    await drop();
  });
  return context;
}
