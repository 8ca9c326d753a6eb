import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { FilesTable } from '../../db/database.ts';

export type FileRow = Selectable<FilesTable>;

export async function insertFile(trx: Db, row: Insertable<FilesTable>): Promise<void> {
  await trx.insertInto('files').values(row).execute();
}

export async function findFile(db: Db, id: string): Promise<FileRow | undefined> {
  return db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
}
