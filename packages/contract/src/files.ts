import { z } from 'zod';
import { Id } from './common.ts';

/** The largest file an editor may upload (docs/product.md §10.9.8). */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/** An upload's bytes are the request's body; its name travels beside them. */
export const UploadFileQuery = z.object({ filename: z.string().trim().min(1).max(200) });

/** A stored file: `url` is what a post's `img` or attachment holds. */
export const UploadedFile = z.object({
  id: Id,
  filename: z.string(),
  url: z.string(),
  content_type: z.enum(['application/pdf', 'image/png', 'image/jpeg', 'image/webp']),
  size: z.number().int(),
});

export type UploadedFile = z.infer<typeof UploadedFile>;
