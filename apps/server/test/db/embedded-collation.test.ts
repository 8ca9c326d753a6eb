import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/connect.ts';
import { createTestDatabase } from '../helpers/app.ts';

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
});
afterAll(() => drop());

// The system PostgreSQL keeps the locale its administrator chose.
describe.skipIf(process.env.VIGIE_SYSTEM_PG)('a new embedded cluster', () => {
  it('sorts with PostgreSQL’s own C.UTF-8, whatever the host’s locale', async () => {
    const { rows } = await sql<{ provider: string; locale: string }>`
      SELECT datlocprovider AS provider, datlocale AS locale FROM pg_database
      WHERE datname = current_database()`.execute(db);
    expect(rows).toEqual([{ provider: 'b', locale: 'C.UTF-8' }]);
  });

  it('orders text by code point and changes the case of accented letters', async () => {
    const { rows } = await sql<{ sorted: string[]; lower: string; upper: string }>`
      SELECT (SELECT array_agg(name ORDER BY name) FROM (VALUES ('élodie'), ('Zoé'), ('eric'), ('Éric')) v(name))
        AS sorted, lower('ÉLODIE') AS lower, upper('zoé') AS upper`.execute(db);
    expect(rows).toEqual([{ sorted: ['Zoé', 'eric', 'Éric', 'élodie'], lower: 'élodie', upper: 'ZOÉ' }]);
  });
});
