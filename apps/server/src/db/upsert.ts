import { sql } from 'kysely';
import type { Db } from './connect.ts';
import { idIn } from './id-lists.ts';

export type Row = Record<string, unknown>;

export interface Written {
  inserted: Set<string>;
  /** Existing rows whose values, or whose child rows, changed. */
  updated: Set<string>;
}

/** PostgreSQL accepts 65,535 parameters per statement; stay under it. */
const MAX_PARAMETERS = 60_000;

function batches(rows: Row[]): { columns: string[]; rows: Row[] }[] {
  const columns = Object.keys(rows[0] ?? {});
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / Math.max(1, columns.length)));
  const result = [];
  for (let start = 0; start < rows.length; start += size)
    result.push({ columns, rows: rows.slice(start, start + size) });
  return result;
}

const valuesOf = (columns: string[], rows: Row[]) =>
  sql.join(rows.map((row) => sql`(${sql.join(columns.map((column) => sql`${row[column]}`))})`));

/**
 * Inserts the rows (all with the same columns), and updates the existing ones whose values differ.
 * Rows equal to what is stored are not written at all, so importing the same data twice changes nothing.
 */
export async function upsertRows(db: Db, table: string, key: string, rows: Row[]): Promise<Written> {
  const written: Written = { inserted: new Set(), updated: new Set() };
  for (const batch of batches(rows)) {
    const changing = batch.columns.filter((column) => column !== key);
    const { rows: results } = await sql<{ key: string; inserted: boolean }>`
      INSERT INTO ${sql.table(table)} (${sql.join(batch.columns.map((column) => sql.ref(column)))})
      VALUES ${valuesOf(batch.columns, batch.rows)}
      ON CONFLICT (${sql.ref(key)}) DO UPDATE
      SET ${sql.join(changing.map((column) => sql`${sql.ref(column)} = excluded.${sql.ref(column)}`))}
      WHERE (${sql.join(changing.map((column) => sql.ref(`${table}.${column}`)))})
        IS DISTINCT FROM (${sql.join(changing.map((column) => sql`excluded.${sql.ref(column)}`))})
      RETURNING ${sql.ref(key)} AS key, (xmax = 0) AS inserted`.execute(db);
    for (const result of results) (result.inserted ? written.inserted : written.updated).add(result.key);
  }
  return written;
}

export async function insertRows(db: Db, table: string, rows: Row[]): Promise<void> {
  for (const batch of batches(rows)) {
    await sql`INSERT INTO ${sql.table(table)} (${sql.join(batch.columns.map((column) => sql.ref(column)))})
      VALUES ${valuesOf(batch.columns, batch.rows)}`.execute(db);
  }
}

export interface ChildRows {
  table: string;
  parentColumn: string;
  /** The columns that tell two child lists apart (derived columns such as a copied date are left out). */
  compared: string[];
  /** The wanted child rows of each imported parent. */
  byParent: Map<string, Row[]>;
  /** The child table's own key, when a child may move from another parent. */
  key?: string;
}

/**
 * Replaces the child rows of the parents that changed, or whose stored children differ from the wanted
 * ones; the others are left untouched. Marks the latter parents as updated in `written`.
 */
export async function syncChildren(db: Db, children: ChildRows, written: Written): Promise<void> {
  const { table, parentColumn, compared, byParent, key } = children;
  const describe = (rows: Row[]) =>
    rows
      .map((row) => JSON.stringify(compared.map((column) => row[column])))
      .sort()
      .join('\n');
  const unchanged = [...byParent.keys()].filter(
    (id) => !written.inserted.has(id) && !written.updated.has(id),
  );
  const stored = new Map<string, Row[]>();
  if (unchanged.length > 0) {
    const { rows } =
      await sql<Row>`SELECT * FROM ${sql.table(table)} WHERE ${idIn(parentColumn, unchanged)}`.execute(db);
    for (const row of rows) {
      const parent = String(row[parentColumn]);
      stored.set(parent, [...(stored.get(parent) ?? []), row]);
    }
  }
  const differing = unchanged.filter(
    (id) => describe(stored.get(id) ?? []) !== describe(byParent.get(id) ?? []),
  );
  for (const id of differing) written.updated.add(id);
  const rewritten = [...byParent.keys()].filter((id) => written.inserted.has(id) || written.updated.has(id));
  if (rewritten.length === 0) return;
  const rows = rewritten.flatMap((id) => byParent.get(id) ?? []);
  const movedKeys = key ? rows.map((row) => String(row[key])) : [];
  await sql`DELETE FROM ${sql.table(table)} WHERE ${idIn(parentColumn, rewritten)}
    ${key ? sql`OR ${idIn(key, movedKeys)}` : sql``}`.execute(db);
  if (rows.length > 0) await insertRows(db, table, rows);
}

/** Upserts parent rows, then brings each set of their child rows up to date. */
export async function writeWithChildren(
  db: Db,
  table: string,
  key: string,
  rows: Row[],
  children: ChildRows[],
): Promise<Written> {
  const written = await upsertRows(db, table, key, rows);
  for (const child of children) await syncChildren(db, child, written);
  return written;
}
