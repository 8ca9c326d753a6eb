import { z } from 'zod';
import { CursorQuery, Id, ItemType, PostType, page, StoredUrl, Timestamp } from './common.ts';
import { ContactRef, EntityRef, ThemeRef, UserRef } from './refs.ts';

export const Attachment = z.object({
  id: Id,
  filename: z.string(),
  url: z.string(),
  download_url: z.string(),
});

/** A post as a feed shows it. */
export const PostCard = z.object({
  id: Id,
  title: z.string(),
  type: PostType,
  summary: z.string(),
  img: z.string().nullable(),
  is_published: z.boolean(),
  publish_date: Timestamp,
  inserted_at: Timestamp,
  confidential: z.boolean(),
  geo: z.string(),
  source_name: z.string(),
  source_url: z.string(),
  source_flag: z.boolean(),
  contacts: z.array(ContactRef),
  entities: z.array(EntityRef),
  themes: z.array(ThemeRef),
  author: UserRef.nullable(),
  comments_count: z.number().int(),
  /** When the post was last corrected after its publication (docs/product.md §10.9.2). */
  edited_at: Timestamp.nullable(),
});

export const MentionPart = z.object({
  type: z.literal('mention'),
  content: z.string().min(1).max(200),
  user_id: Id,
});
export const TextPart = z.object({ type: z.literal('text'), content: z.string().max(5000) });
export const CommentPart = z.discriminatedUnion('type', [TextPart, MentionPart]);

export const Comment = z.object({
  id: Id,
  post_id: Id,
  inserted_at: Timestamp,
  user: UserRef,
  body: z.array(CommentPart),
});

/** A post as its own page shows it. */
export const PostDetail = PostCard.extend({
  description: z.string(),
  attachments: z.array(Attachment),
  comments: z.array(Comment),
});

export const Feed = page(PostCard);

/** Posts a device keeps offline: which of them the reader may still see (none retracted, none hidden). */
export const VisiblePostsBody = z.object({ ids: z.array(Id).max(500) });
export const VisiblePosts = z.object({ ids: z.array(Id) });

export const AuthorFeedQuery = CursorQuery.extend({ author: Id });

export const CustomFeedFilter = z.object({
  contacts: z.array(Id).max(500).default([]),
  entities: z.array(Id).max(500).default([]),
  themes: z.array(Id).max(500).default([]),
  types: z.array(PostType).max(3).default([]),
});
/** `query` is JSON text, as the briefing screens send it. */
export const CustomFeedQuery = CursorQuery.extend({
  query: z
    .string()
    .max(60_000)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be JSON text' });
        return z.NEVER;
      }
    })
    .pipe(CustomFeedFilter),
});

/** A trending item's posts over one trends period (docs/product.md §2.13). */
export const TrendFeedParams = z.object({ type: ItemType, id: Id });
export const TrendFeedQuery = CursorQuery.extend({
  days: z.enum(['1', '7', '30'], { message: 'days must be 1, 7 or 30' }).transform(Number),
});
/** The page, and the item's header: its name, confidentiality and its count over the same period. */
export const TrendFeed = Feed.extend({
  item: z.object({ name: z.string(), confidential: z.boolean(), total_counts: z.number().int() }),
});

export const SearchQuery = CursorQuery.extend({ query: z.string().trim().max(200).default('') });

export const NewCommentBody = z.object({
  post_comment: z.object({
    post_id: Id,
    body: z.array(CommentPart).min(1).max(500),
    /** Given by the device that wrote the comment offline: a replay with the same id stores nothing more. */
    client_id: z.uuid().optional(),
  }),
});

/** Cited items in citation order: a post cites an item once. */
const CitedIds = z
  .array(Id)
  .max(100)
  .superRefine((ids, ctx) => {
    for (const [position, id] of ids.entries())
      if (ids.indexOf(id) !== position)
        ctx.addIssue({ code: 'custom', message: `${id} appears twice`, path: [position] });
  })
  .default([]);

/** An attachment as an editor gives it; the server names it. */
export const NewAttachment = z.strictObject({
  filename: z.string().trim().min(1).max(200),
  url: StoredUrl,
});

/**
 * A post as an editor writes it (`publish_date`: now when missing; a later date schedules it). `vigie import` reads
 * the same fields, with the post's id, author and publication state.
 */
export const NewPost = z.strictObject({
  title: z.string().trim().min(1).max(500),
  type: PostType,
  summary: z.string().max(20_000).default(''),
  description: z.string().max(200_000).default(''),
  img: StoredUrl.nullable().default(null),
  publish_date: Timestamp.optional(),
  confidential: z.boolean().default(false),
  geo: z.string().max(200).default(''),
  source_name: z.string().max(200).default(''),
  source_url: StoredUrl.or(z.literal('')).default(''),
  source_flag: z.boolean().default(false),
  contacts: CitedIds,
  entities: CitedIds,
  themes: CitedIds,
  attachments: z.array(NewAttachment).max(50).default([]),
});

export type PostCard = z.infer<typeof PostCard>;
export type PostDetail = z.infer<typeof PostDetail>;
export type Comment = z.infer<typeof Comment>;
export type CommentPart = z.infer<typeof CommentPart>;
export type CustomFeedFilter = z.infer<typeof CustomFeedFilter>;
export type TrendFeed = z.infer<typeof TrendFeed>;
export type Feed = z.infer<typeof Feed>;
export type NewPost = z.output<typeof NewPost>;
