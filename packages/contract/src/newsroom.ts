import { z } from 'zod';
import { CursorQuery, Id, PostType, page, Timestamp } from './common.ts';
import { NewPost } from './posts.ts';
import { UserRef } from './refs.ts';

/** Where a post stands (docs/product.md §10.9.2); scheduled is published with a later date. */
export const PostStatus = z.enum(['draft', 'scheduled', 'published', 'retracted']);
/** What a create or an edit may ask: retraction has its own route. */
export const WrittenStatus = z.enum(['draft', 'published']);

/** A post as the newsroom edits it: the fields an editor writes, and where the post stands. */
export const NewsroomPost = z.object({
  id: Id,
  status: PostStatus,
  version: z.number().int(),
  title: z.string(),
  type: PostType,
  summary: z.string(),
  description: z.string(),
  img: z.string().nullable(),
  publish_date: Timestamp,
  confidential: z.boolean(),
  geo: z.string(),
  source_name: z.string(),
  source_url: z.string(),
  source_flag: z.boolean(),
  contacts: z.array(Id),
  entities: z.array(Id),
  themes: z.array(Id),
  attachments: z.array(z.object({ filename: z.string(), url: z.string() })),
  author: UserRef.nullable(),
  inserted_at: Timestamp,
  edited_at: Timestamp.nullable(),
  retracted_at: Timestamp.nullable(),
});

export const NewsroomPostSummary = NewsroomPost.pick({
  id: true,
  status: true,
  version: true,
  title: true,
  type: true,
  publish_date: true,
  confidential: true,
  author: true,
  edited_at: true,
});

export const NewsroomQuery = CursorQuery.extend({
  status: PostStatus.optional(),
  type: PostType.optional(),
  author: Id.optional(),
  query: z.string().trim().max(200).optional(),
});

export const NewsroomPage = page(NewsroomPostSummary);

/** A new post: published (now, or scheduled at a later `publish_date`) unless it is a draft. */
export const CreatePostBody = z.object({ post: NewPost, status: WrittenStatus.default('published') });

/**
 * An edit: the whole post as the editor left it, and the `version` they started from. `status` publishes
 * a draft (a published post is retracted instead); `notify` pushes a correction again.
 */
export const UpdatePostBody = z.object({
  version: z.int32().min(1),
  post: NewPost,
  status: WrittenStatus.optional(),
  notify: z.boolean().default(false),
});

/** A 409: the edit started from an older version; here is the post as it stands. */
export const EditConflict = z.object({
  error: z.literal('conflict'),
  message: z.string(),
  post: NewsroomPost,
});

export type PostStatus = z.infer<typeof PostStatus>;
export type NewsroomPost = z.infer<typeof NewsroomPost>;
export type NewsroomQuery = z.output<typeof NewsroomQuery>;
