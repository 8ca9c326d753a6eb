import { type KyselyPlugin, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledShapes } from '../../src/db/compiled-shapes.ts';
import type { Db } from '../../src/db/connect.ts';
import { createTestDatabase } from '../helpers/app.ts';

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
});
afterAll(() => drop());

/** A plugin that leaves statements as they are: a handle with it could rewrite them differently. */
const another: KyselyPlugin = {
  transformQuery: ({ node }) => node,
  transformResult: async ({ result }) => result,
};

describe('statements compiled once per shape', () => {
  it('are built once per shape and run with each call’s values', async () => {
    const shapes = new CompiledShapes();
    let builds = 0;
    const plusOne = (on: Db, value: number) =>
      shapes.compile(on, 'plus one', [value], ([open]) => {
        builds++;
        return on.selectNoFrom(sql<number>`${open}::int + 1`.as('n'));
      });
    expect((await db.executeQuery(plusOne(db, 1))).rows).toEqual([{ n: 2 }]);
    expect((await db.executeQuery(plusOne(db, 41))).rows).toEqual([{ n: 42 }]);
    expect(builds).toBe(1);
  });

  it('are shared by a database and its transactions, and built again for a handle with other plugins', async () => {
    const shapes = new CompiledShapes();
    const built: Db[] = [];
    const statement = (on: Db) =>
      shapes.compile(on, 'one', [], () => {
        built.push(on);
        return on.selectNoFrom(sql<number>`1`.as('n'));
      });
    statement(db);
    await db.transaction().execute(async (trx) => {
      statement(trx);
    });
    const withAnother = db.withPlugin(another);
    statement(withAnother);
    statement(withAnother);
    expect(built).toEqual([db, withAnother]);
  });
});
