import type { Readable } from 'node:stream';
import type { UploadedFile } from '@vigie/contract';
import type { Db } from '../../db/connect.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { Viewer } from '../access/viewer.ts';
import { FILES_PATH, mayReadFile } from '../access/visible-file.ts';
import { requireNewsroom } from '../admin/service.ts';
import { attachmentDisposition } from '../app-config/service.ts';
import { recordAudit } from '../audit/service.ts';
import { reencodeImage, unreadableImage } from '../users/uploaded-image.ts';
import { safeFilename, storedTypeOf } from './file-checks.ts';
import * as repo from './repository.ts';
import type { FileStore } from './store.ts';

const FIELD = 'body';
/** A post's picture is shown across a wide screen at most: larger ones are shrunk to this side. */
const PICTURE_SIDE = 2048;

/**
 * Stores a PDF or an image for a post (docs/product.md §10.9.8), recognised by its bytes; an image is
 * decoded and encoded again, so that nothing but the picture survives (no script, no metadata). The
 * upload is recorded in the audit log.
 */
export async function uploadFile(
  db: Db,
  store: FileStore,
  viewer: Viewer,
  name: string,
  body: unknown,
): Promise<UploadedFile> {
  requireNewsroom(viewer);
  if (!Buffer.isBuffer(body)) throw badRequest(FIELD, 'must be the file itself, as application/octet-stream');
  if (body.length === 0) throw badRequest(FIELD, 'is empty');
  const type = storedTypeOf(body);
  if (!type) throw badRequest(FIELD, 'must be a PDF, PNG, JPEG or WebP file');
  const data = type === 'application/pdf' ? body : await reencodeImage(body, type, PICTURE_SIDE);
  if (!data) throw unreadableImage(FIELD, type);
  const file = { id: newId(), filename: safeFilename(name, type), content_type: type, size: data.length };
  await store.put(file.id, data, type);
  await db.transaction().execute(async (trx) => {
    await repo.insertFile(trx, { ...file, uploaded_by: viewer.id });
    await recordAudit(trx, {
      actorId: viewer.id,
      action: 'file.upload',
      targetType: 'file',
      targetId: file.id,
      before: null,
      after: { filename: file.filename, content_type: type, size: file.size },
    });
  });
  return { ...file, url: FILES_PATH + file.id };
}

/** The file's row if the viewer may read it (access/visible-file.ts); 404 otherwise, as if unknown. */
export async function readableFile(db: Db, viewer: Viewer, id: string): Promise<repo.FileRow> {
  const file = await repo.findFile(db, id);
  if (!file || !(await mayReadFile(db, viewer, file))) throw notFound('File');
  return file;
}

export async function fileBytes(store: FileStore, file: repo.FileRow): Promise<Readable> {
  const bytes = await store.get(file.id);
  if (!bytes) throw notFound('File');
  return bytes;
}

/**
 * How a file leaves: a PDF is downloaded under its name, never shown in the page; a picture is shown.
 * A stored file never changes (a new upload gets a new id), but who may read it can, so a browser asks
 * again each time and gets 304 while the answer stands. Nothing in it may run (`sandbox`).
 */
export function fileHeaders(file: repo.FileRow): Record<string, string> {
  const pdf = file.content_type === 'application/pdf';
  return {
    'content-type': file.content_type,
    'content-length': String(file.size),
    'content-disposition': pdf
      ? attachmentDisposition(file.filename)
      : attachmentDisposition(file.filename).replace(/^attachment/, 'inline'),
    'content-security-policy': "default-src 'none'; sandbox",
    'cache-control': 'private, no-cache',
    etag: `"${file.id}"`,
  };
}
