import { sql } from 'kysely';
import { afterEach, beforeEach } from 'vitest';
import type { Db } from '../../src/db/connect.ts';
import { createTestDatabase } from '../helpers/app.ts';

/** A fresh database for every test of the file. */
export function useFreshDatabase(): { db: Db } {
  const context = {} as { db: Db };
  let drop: () => Promise<void> = async () => {};
  beforeEach(async () => {
    const database = await createTestDatabase();
    context.db = database.db;
    drop = database.drop;
  });
  afterEach(() => drop());
  return context;
}

export const CONTENT_TABLES = [
  'users',
  'affiliations',
  'contacts',
  'entities',
  'contact_affiliations',
  'entity_affiliations',
  'themes',
  'links',
  'theme_grid_nodes',
  'posts',
  'post_contacts',
  'post_entities',
  'post_themes',
  'attachments',
  'comments',
  'app_config',
  'app_files',
  'trend_counts',
];

/** Every row of every content table, with the hidden version column, so that any rewrite shows. */
export async function dumpTables(db: Db): Promise<Record<string, unknown[]>> {
  const dump: Record<string, unknown[]> = {};
  for (const table of CONTENT_TABLES) {
    const { rows } =
      await sql`SELECT xmin::text AS version, t.* FROM ${sql.table(table)} t ORDER BY t::text`.execute(db);
    dump[table] = rows;
  }
  return dump;
}

export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of CONTENT_TABLES) {
    const { rows } = await sql<{
      count: number;
    }>`SELECT count(*)::int AS count FROM ${sql.table(table)}`.execute(db);
    counts[table] = rows[0]?.count ?? 0;
  }
  return counts;
}
