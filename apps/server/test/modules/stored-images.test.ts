import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { up as reencodeStoredImages } from '../../src/db/migrations/2026-11-26-reencode-uploaded-images.ts';
import { newId } from '../../src/lib/ids.ts';
import { useTestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { exifOf, photoWithGps, tinyImage } from '../helpers/images.ts';

const t = useTestApp();

/** An image stored as it was uploaded before uploads were re-encoded, as a new user's avatar. */
async function storedAvatar(contentType: string, data: Buffer) {
  const id = newId();
  await t.db.insertInto('media').values({ id, content_type: contentType, data }).execute();
  const user = await createUser(t.db, { img: `/api/v1/media/${id}` });
  return { id, user };
}

describe('images uploaded before re-encoding', () => {
  it('are re-encoded by the migration; one that does not decode is deleted, and its user has no image', async () => {
    const photo = await storedAvatar('image/jpeg', await photoWithGps());
    const png = await storedAvatar('image/png', await tinyImage('png'));
    const broken = await storedAvatar('image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]));
    await reencodeStoredImages(t.db as unknown as Kysely<unknown>);

    const media = await t.db.selectFrom('media').select(['id', 'content_type', 'data']).execute();
    const byId = new Map(media.map((row) => [row.id, row]));
    const jpeg = byId.get(photo.id);
    expect(jpeg?.content_type).toBe('image/jpeg');
    expect(exifOf(jpeg?.data ?? Buffer.alloc(0))).toEqual({ exif: false, gps: false, camera: false });
    expect(await sharp(jpeg?.data).metadata()).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(await sharp(byId.get(png.id)?.data).metadata()).toMatchObject({ format: 'png', width: 4 });
    expect(byId.has(broken.id)).toBe(false);

    const images = await t.db.selectFrom('users').select(['id', 'img']).execute();
    const imgOf = (id: string) => images.find((user) => user.id === id)?.img;
    expect(imgOf(photo.user.id)).toBe(`/api/v1/media/${photo.id}`);
    expect(imgOf(broken.user.id)).toBeNull();
  });
});
