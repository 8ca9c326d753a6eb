import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connect } from '../../src/db/connect.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A connection URL on the cluster; test files clone `template` from it. */
    adminUrl: string;
    template: string;
  }
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(adminUrl: string, statement: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates and migrates a template database; each test file then starts from a fast copy of it. */
export async function createTemplate(adminUrl: string): Promise<string> {
  const template = `vigie_template_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${template}`);
  const db = connect(databaseUrl(adminUrl, template), 1);
  await migrateToLatest(db);
  await db.destroy();
  return template;
}

/** Drops the template and every test database cloned from it. */
export async function dropTemplate(adminUrl: string, template: string): Promise<void> {
  const { rows } = await adminQuery(
    adminUrl,
    `SELECT datname FROM pg_database WHERE datname = '${template}' OR datname LIKE 'vigie_test_${template.slice(-8)}_%'`,
  );
  for (const { datname } of rows)
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
}
