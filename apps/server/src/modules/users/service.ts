import { type Account, API_PREFIX, MAX_IMAGE_BYTES, type UpdateUserBody, type User } from '@vigie/contract';
import type { Db } from '../../db/connect.ts';
import type { UserRow } from '../../db/database.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { Viewer } from '../auth/viewer.ts';
import * as repo from './repository.ts';

const MEDIA_PATH = `${API_PREFIX}/media/`;

export const toUserSummary = (row: UserRow) => ({
  id: row.id,
  firstname: row.firstname,
  lastname: row.lastname,
  username: row.username,
  img: row.img,
  is_active: row.is_active,
  has_confidential_access: row.has_confidential_access,
});
export const toUser = (row: UserRow): User => ({
  ...toUserSummary(row),
  email: row.email,
  biography: row.biography,
});
export const toAccount = (row: UserRow): Account => ({ ...toUser(row), role: row.role });

export async function getUser(db: Db, id: string): Promise<UserRow> {
  const user = await repo.findUser(db, id);
  if (!user) throw notFound('User');
  return user;
}

export async function updateProfile(
  db: Db,
  viewer: Viewer,
  id: string,
  body: UpdateUserBody,
): Promise<Account> {
  if (id !== viewer.id) throw forbidden('You can only edit your own profile');
  const { img, ...names } = body.user;
  const previous = await getUser(db, id);
  let imgUrl: string | undefined;
  if (img !== undefined) {
    const image = decodeImage(img);
    const mediaId = newId();
    await repo.insertMedia(db, mediaId, image.contentType, image.data);
    imgUrl = MEDIA_PATH + mediaId;
  }
  const updated = await repo.updateUser(db, id, { ...names, ...(imgUrl && { img: imgUrl }) });
  const previousMedia = mediaIdOf(previous.img);
  if (imgUrl && previousMedia) await repo.deleteMedia(db, previousMedia);
  return toAccount(updated);
}

/** The media row behind an image URL, when the image was uploaded here. */
export const mediaIdOf = (img: string | null): string | undefined =>
  img?.startsWith(MEDIA_PATH) ? img.slice(MEDIA_PATH.length) : undefined;

const SIGNATURES: { contentType: string; matches: (b: Buffer) => boolean }[] = [
  {
    contentType: 'image/png',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')),
  },
  { contentType: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    contentType: 'image/webp',
    matches: (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
  },
];

/** Accepts PNG, JPEG or WebP of at most 1 MB, recognised by their bytes, not by a claimed type. */
export function decodeImage(base64: string): { contentType: string; data: Buffer } {
  const data = Buffer.from(base64, 'base64');
  if (data.length === 0) throw badRequest('body.user.img', 'is empty');
  if (data.length > MAX_IMAGE_BYTES) throw badRequest('body.user.img', 'must be at most 1 MB');
  const kind = SIGNATURES.find((s) => s.matches(data));
  if (!kind) throw badRequest('body.user.img', 'must be a PNG, JPEG or WebP image');
  return { contentType: kind.contentType, data };
}
