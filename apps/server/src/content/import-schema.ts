import {
  ChatRoomId,
  Id as id,
  NewAttachment,
  NewPost,
  POSITIONS,
  StoredUrl,
  Timestamp as timestamp,
} from '@vigie/contract';
import { z } from 'zod';

const ids = z.array(id).max(100);
const name = z.string().trim().min(1).max(200);
const text = z.string().max(20_000);
const optionalText = text.default('');
const url = StoredUrl.or(z.literal(''));
const color = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'must be a colour like #1f6feb');
const position = z.enum(POSITIONS).nullable();
const stance = { start_position: position, end_position: position };
const gridNode = z.strictObject(stance).default({ start_position: null, end_position: null });
const image = StoredUrl.nullable().default(null);
const socialUrls = {
  url_twitter: url.optional(),
  url_facebook: url.optional(),
  url_linkedin: url.optional(),
};
const itemType = z.enum(['contact', 'entity', 'theme']);

const user = z.strictObject({
  id,
  email: z.email().max(200).toLowerCase(),
  // Left out by `vigie export`: a new user then has no usable password, a stored one keeps theirs.
  password: z.string().min(1).max(200).optional(),
  firstname: name,
  lastname: name,
  username: z.string().max(100).default(''),
  biography: optionalText,
  img: image,
  is_active: z.boolean().default(true),
  has_confidential_access: z.boolean().default(false),
  role: z.enum(['reader', 'editor', 'admin']).default('reader'),
});

const affiliation = z.strictObject({ id, name, color });

const contact = z.strictObject({
  id,
  firstname: name,
  lastname: name,
  img: image,
  biography: optionalText,
  career: optionalText,
  affiliations: ids.default([]),
  extra_data: z.strictObject({ full_mandat: text.optional(), ...socialUrls }).default({}),
  grid_node: gridNode,
});

const entity = z.strictObject({
  id,
  name,
  label: z.string().max(200).default(''),
  description: optionalText,
  alias: z.string().max(200).default(''),
  address: z.string().max(500).default(''),
  country: z.string().max(100).default(''),
  email: z.string().max(200).default(''),
  phone: z.string().max(50).default(''),
  img: image,
  affiliations: ids.default([]),
  extra_data: z.strictObject({ ...socialUrls, url_wikipedia: url.optional() }).default({}),
  grid_node: gridNode,
});

const theme = z.strictObject({
  id,
  item: name,
  type: z.string().max(100).default(''),
  description: optionalText,
  confidential: z.boolean().default(false),
  parent_id: id.nullable().default(null),
  chat_room: ChatRoomId.nullable().default(null),
});

const link = z.strictObject({
  id,
  source_type: itemType,
  source_id: id,
  target_type: itemType,
  target_id: id,
  type: name,
  color,
});

const themeGridNode = z
  .strictObject({
    id,
    theme_id: id,
    poi_contact_id: id.optional(),
    poi_entity_id: id.optional(),
    ...stance,
  })
  .refine((node) => (node.poi_contact_id === undefined) !== (node.poi_entity_id === undefined), {
    message: 'needs exactly one of poi_contact_id and poi_entity_id',
  });

/** The fields an editor publishes (`POST /admin/posts`), with those the server sets for an editor. */
const post = NewPost.extend({
  id,
  // Older exports spell the type "synthesis"; the product stores "synthese".
  type: z
    .enum(['memo', 'news', 'synthese', 'synthesis'])
    .transform((type) => (type === 'synthesis' ? 'synthese' : type)),
  is_published: z.boolean().default(true),
  publish_date: timestamp,
  // When it was first stored (shown with the post); kept when omitted, now for a new post.
  inserted_at: timestamp.optional(),
  author_id: id.nullable().default(null),
  attachments: z.array(NewAttachment.extend({ id })).max(50).default([]),
});

const commentPart = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('text'), content: z.string().min(1).max(5_000) }),
  z.strictObject({ type: z.literal('mention'), content: z.string().min(1).max(200), user_id: id }),
]);

const comment = z.strictObject({
  id,
  post_id: id,
  user_id: id,
  inserted_at: timestamp.optional(),
  body: z.array(commentPart).min(1).max(500),
});

/** Who focuses or is notified about what (docs/product.md §7.7), one row per user and item. */
const follow = z.strictObject({
  user_id: id,
  item_type: itemType,
  item_id: id,
  focus_enabled: z.boolean().default(true),
  notification_enabled: z.boolean().default(false),
});

const jsonText = z
  .string()
  .max(100_000)
  .refine((value) => {
    try {
      JSON.parse(value);
      return true;
    } catch {
      return false;
    }
  }, 'must be JSON text');

const appConfig = z.strictObject({
  key: z.enum(['cgu', 'app_title', 'support_email', 'icon', 'img/app_image']),
  value: jsonText,
});

const appFile = z.strictObject({
  key: z.enum(['cgu/fr', 'cgu/en']),
  filename: name,
  content_type: z.literal('application/pdf'),
  data_base64: z.base64().max(20_000_000),
});

const list = <T extends z.ZodType>(item: T) => z.array(item).default([]);

/** One import file: every array optional, listed in the order rows are written. */
export const importFileSchema = z.strictObject({
  users: list(user),
  affiliations: list(affiliation),
  contacts: list(contact),
  entities: list(entity),
  themes: list(theme),
  links: list(link),
  theme_grid: list(themeGridNode),
  posts: list(post),
  comments: list(comment),
  follows: list(follow),
  app_config: list(appConfig),
  app_files: list(appFile),
});

/** An import file as written. */
export type ImportFile = z.input<typeof importFileSchema>;
/** An import file once validated, with its defaults filled in. */
export type ParsedImport = z.output<typeof importFileSchema>;
export type ImportKind = keyof ParsedImport;

/** A follow's key: one row per user and item. */
export const followKey = (row: { user_id: string; item_type: string; item_id: string }) =>
  `${row.user_id}:${row.item_type}:${row.item_id}`;
