import { type Account, API_PREFIX, type UpdateUserBody, type User } from '@vigie/contract';
import type { Db } from '../../db/connect.ts';
import type { UserRow } from '../../db/database.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { Viewer } from '../access/viewer.ts';
import * as repo from './repository.ts';
import { readUploadedImage } from './uploaded-image.ts';

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
    const image = await readUploadedImage(img);
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
