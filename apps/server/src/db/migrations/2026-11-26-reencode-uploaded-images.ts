import { type Kysely, sql } from 'kysely';
import { reencodeImage } from '../../modules/users/uploaded-image.ts';

const BATCH = 50;

/**
 * Uploaded images used to be stored as sent, with their metadata (a photo's EXIF holds its GPS position).
 * Each is encoded again as uploads now are; one that does not decode is deleted, and its user left
 * without an image. Read in batches: each image may weigh 1 MB.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (let after = ''; ; ) {
    const { rows } = await sql<{ id: string; content_type: string; data: Buffer }>`
      SELECT id, content_type, data FROM media WHERE id > ${after} ORDER BY id LIMIT ${sql.lit(BATCH)}`.execute(
      db,
    );
    for (const { id, content_type, data } of rows) {
      const image = await reencodeImage(data, content_type);
      if (image) {
        await sql`UPDATE media SET data = ${image} WHERE id = ${id}`.execute(db);
        continue;
      }
      await sql`UPDATE users SET img = NULL WHERE img = ${`/api/v1/media/${id}`}`.execute(db);
      await sql`DELETE FROM media WHERE id = ${id}`.execute(db);
    }
    const last = rows.at(-1);
    if (!last) return;
    after = last.id;
  }
}
