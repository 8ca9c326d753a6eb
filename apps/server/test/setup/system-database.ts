import pg from 'pg';

/** TEST_DATABASE_URL, or the local PostgreSQL when it accepts a connection. */
export async function systemDatabaseUrl(): Promise<string | undefined> {
  const candidate = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: candidate, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return candidate;
  } catch {
    if (process.env.TEST_DATABASE_URL) throw new Error(`TEST_DATABASE_URL does not answer: ${candidate}`);
    return undefined;
  } finally {
    await client.end().catch(() => {});
  }
}
