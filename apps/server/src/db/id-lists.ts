import { type RawBuilder, sql } from 'kysely';
import type { Db } from './connect.ts';
import type { Database } from './database.ts';

/** The tables whose rows are named by an `id` column. */
export type TableWithId = {
  [T in keyof Database]: Database[T] extends { id: unknown } ? T : never;
}[keyof Database];

/** `column = ANY(ids)`, typed so that the primary-key index on a char(24) column is used. */
export const idIn = (column: string, ids: Iterable<string>): RawBuilder<boolean> =>
  sql<boolean>`${sql.ref(column)} = any(${[...ids]}::char(24)[])`;

/** Those of `ids` naming a stored row of `table`. */
export async function storedIds(db: Db, table: TableWithId, ids: Iterable<string>): Promise<Set<string>> {
  const wanted = [...ids];
  if (wanted.length === 0) return new Set();
  const { rows } = await sql<{
    id: string;
  }>`SELECT id FROM ${sql.table(table)} WHERE ${idIn('id', wanted)}`.execute(db);
  return new Set(rows.map((row) => row.id));
}
