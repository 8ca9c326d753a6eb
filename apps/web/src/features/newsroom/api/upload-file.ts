import type { UploadedFile } from '@vigie/contract';
import { apiUpload } from '../../../lib/api-client.ts';

/** The server's limit (docs/product.md §10.9.8), checked here too so a large file is not sent for nothing. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
export const ATTACHMENT_TYPES = 'application/pdf,image/png,image/jpeg,image/webp';
export const PICTURE_TYPES = 'image/png,image/jpeg,image/webp';

/** Uploads a post's picture or attachment; the server says what the file really is. */
export const uploadFile = (file: File, onProgress: (fraction: number) => void): Promise<UploadedFile> =>
  apiUpload('uploadFile', { query: { filename: file.name || 'fichier' } }, file, onProgress);
