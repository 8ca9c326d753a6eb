import type { Db } from '../../db/connect.ts';

/** The JSON text stored under a configuration key. */
export async function findConfigValue(db: Db, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('app_config').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

/** A stored file (terms of use PDFs) by its key, e.g. `cgu/fr`. */
export async function findFile(db: Db, key: string) {
  return db.selectFrom('app_files').select(['filename', 'data']).where('key', '=', key).executeTakeFirst();
}
