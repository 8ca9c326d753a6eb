import { z } from 'zod';

/** Every id is 24 lowercase hex characters. */
export const Id = z.string().regex(/^[0-9a-f]{24}$/, 'must be a 24-character hex id');
export const IdParams = z.object({ id: Id });

/**
 * A link stored for readers to open or load (an attachment, an image, a source): http(s), or a path on
 * this site. Any other scheme (`javascript:`, `data:`, `file:`) would run or read wherever a reader is.
 */
export const StoredUrl = z
  .string()
  .max(2_000)
  .refine(isStoredUrl, 'must be an http(s) URL or a path on this site');

function isStoredUrl(value: string): boolean {
  if (value.startsWith('/')) return !/^\/[/\\]/.test(value);
  return URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
}

export const ErrorBody = z.object({
  error: z.string(),
  message: z.string(),
  /** The request's id, as in the `X-Request-Id` header and the server's logs (docs/product.md §10.19). */
  request_id: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** An opaque cursor; `false` in a page means there is no next page. */
export const CursorQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).optional(),
});
export const page = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), cursor: z.union([z.string(), z.literal(false)]) });

export const Flag = z.enum(['set', 'unset']);
export const FlagParams = z.object({ id: Id, flag: Flag });
export type Flag = z.infer<typeof Flag>;

export const ItemType = z.enum(['contact', 'entity', 'theme']);
export type ItemType = z.infer<typeof ItemType>;

export const PostType = z.enum(['memo', 'news', 'synthese']);
export type PostType = z.infer<typeof PostType>;

export const POSITIONS = [
  'committed',
  'supportive',
  'hesitant',
  'neutral',
  'passive',
  'opponent',
  'contrarian',
  'adversary',
] as const;
export const Position = z.enum(POSITIONS);
export type Position = z.infer<typeof Position>;
export const GridNode = z.object({ start_position: Position.nullable(), end_position: Position.nullable() });

export const Counts = z.object({
  memo: z.number().int(),
  news: z.number().int(),
  synthese: z.number().int(),
});

export const Timestamp = z.iso.datetime({ offset: true });
