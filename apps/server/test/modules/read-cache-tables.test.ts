import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/connect.ts';
import { CHANGES_CHANNEL } from '../../src/db/listen.ts';
import {
  type Statement,
  UNCACHED_TABLES,
  UNNOTIFIED_STATEMENTS,
} from '../../src/modules/read-cache/tables.ts';
import { createTestDatabase } from '../helpers/app.ts';

// pg_trigger.tgtype's bits (PostgreSQL's catalog/pg_trigger.h).
const ROW_LEVEL = 1;
const STATEMENT_BITS: Record<Statement, number> = { INSERT: 4, DELETE: 8, UPDATE: 16, TRUNCATE: 32 };
const STATEMENTS = Object.keys(STATEMENT_BITS) as Statement[];

const uncached: Record<string, string | undefined> = UNCACHED_TABLES;
const unnotified: Record<string, Partial<Record<Statement, string>> | undefined> = UNNOTIFIED_STATEMENTS;

/** The tables the `Database` interface declares, read from its source: a type leaves nothing at run time. */
async function declaredTables(): Promise<string[]> {
  const source = await readFile(new URL('../../src/db/database.ts', import.meta.url), 'utf8');
  const body = /export interface Database \{([^}]*)\}/.exec(source)?.[1] ?? '';
  return [...body.matchAll(/^\s*(\w+):/gm)].map(([, table]) => table as string);
}

/** The migrated database's own tables: Kysely's migration bookkeeping aside. */
async function createdTables(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`SELECT tablename AS name FROM pg_tables
    WHERE schemaname = 'public' AND tablename NOT LIKE 'kysely\\_migration%'`.execute(db);
  return rows.map((row) => row.name);
}

/** Table → the statements an enabled, statement-level trigger notifies on vigie_changes. */
async function notifiedStatements(db: Db): Promise<Map<string, Set<Statement>>> {
  const { rows } = await sql<{ table: string; type: number }>`
    SELECT c.relname AS table, t.tgtype AS type
    FROM pg_trigger t
    JOIN pg_class c ON c.oid = t.tgrelid
    JOIN pg_proc p ON p.oid = t.tgfoid
    WHERE c.relnamespace = 'public'::regnamespace AND NOT t.tgisinternal AND t.tgenabled <> 'D'
      AND p.prosrc LIKE ${`%pg_notify('${CHANGES_CHANNEL}'%`}`.execute(db);
  const notified = new Map<string, Set<Statement>>();
  for (const { table, type } of rows) {
    // Once per row would notify a million times for an import.
    if (type & ROW_LEVEL) continue;
    const statements = notified.get(table) ?? new Set();
    for (const statement of STATEMENTS) if (type & STATEMENT_BITS[statement]) statements.add(statement);
    notified.set(table, statements);
  }
  return notified;
}

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let tables: string[];
let notified: Map<string, Set<Statement>>;

beforeAll(async () => {
  database = await createTestDatabase();
  tables = [...new Set([...(await declaredTables()), ...(await createdTables(database.db))])].sort();
  notified = await notifiedStatements(database.db);
});
afterAll(() => database?.drop());

describe('the tables cached answers may read', () => {
  it('finds the tables and triggers it checks', () => {
    expect(tables).toContain('posts');
    expect(notified.get('posts')).toEqual(new Set(STATEMENTS));
  });

  it('notify every statement changing a table not listed as uncached, but those exempted with a reason', () => {
    const unnoticed: Record<string, Statement[]> = {};
    for (const table of tables.filter((name) => uncached[name] === undefined)) {
      const missing = STATEMENTS.filter(
        (statement) => !notified.get(table)?.has(statement) && unnotified[table]?.[statement] === undefined,
      );
      if (missing.length > 0) unnoticed[table] = missing;
    }
    expect(unnoticed, 'add a trigger in a new migration, or list the table in UNCACHED_TABLES').toEqual({});
  });

  it('keep the lists true: an uncached table notifies nothing, an exempted statement is not notified', () => {
    expect(Object.keys(uncached).filter((table) => notified.has(table))).toEqual([]);
    const exempted = Object.entries(unnotified).flatMap(([table, statements]) =>
      Object.keys(statements ?? {}).map((statement) => [table, statement as Statement] as const),
    );
    expect(exempted.filter(([table, statement]) => notified.get(table)?.has(statement))).toEqual([]);
  });
});
