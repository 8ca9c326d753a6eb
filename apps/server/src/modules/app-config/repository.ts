import type { Db } from '../../db/connect.ts';

/** The JSON text stored under a configuration key. */
export async function findConfigValue(db: Db, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('app_config').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

/** Sets a configuration key's JSON text. */
export async function storeConfigValue(db: Db, key: string, value: string): Promise<void> {
  await db
    .insertInto('app_config')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/** Locks a configuration key's row, so that two admins' writes to it follow each other. */
export async function lockConfigValue(db: Db, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('app_config')
    .select('value')
    .where('key', '=', key)
    .forUpdate()
    .executeTakeFirst();
  return row?.value;
}

/** A stored file (terms of use PDFs) by its key, e.g. `cgu/fr`. */
export async function findFile(db: Db, key: string) {
  return db.selectFrom('app_files').select(['filename', 'data']).where('key', '=', key).executeTakeFirst();
}

/** The name and size of stored files, without their bytes. */
export async function fileInfos(db: Db, keys: string[]) {
  return db
    .selectFrom('app_files')
    .select(['key', 'filename', (eb) => eb.fn<number>('octet_length', ['data']).as('size')])
    .where('key', 'in', keys)
    .execute();
}

export async function storeFile(
  db: Db,
  file: { key: string; filename: string; content_type: string; data: Buffer },
): Promise<void> {
  const { filename, content_type, data } = file;
  await db
    .insertInto('app_files')
    .values(file)
    .onConflict((oc) => oc.column('key').doUpdateSet({ filename, content_type, data }))
    .execute();
}
