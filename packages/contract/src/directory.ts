import { z } from 'zod';
import { Id, ItemType, StoredUrl } from './common.ts';

/** The newsroom's directory (docs/product.md §10.9.6): contacts, entities and themes as editors write them. */

const line = (max: number) => z.string().trim().max(max);
const required = (max: number) => line(max).min(1);
const text = z.string().max(20_000).default('');
const url = StoredUrl.or(z.literal('')).default('');

export const LinkColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #1f6feb');

/** A link from the item being written to another: its type names its category, shown in its colour. */
export const DirectoryLink = z.object({
  target_type: ItemType,
  target_id: Id,
  type: required(100),
  color: LinkColor,
});

/** What contacts and entities share: picture, social networks, affiliation badges and links. */
const itemFields = {
  img: StoredUrl.nullable().default(null),
  url_twitter: url,
  url_facebook: url,
  url_linkedin: url,
  affiliations: z.array(Id).max(50).default([]),
  links: z.array(DirectoryLink).max(200).default([]),
};

export const ContactFields = z.strictObject({
  firstname: required(100),
  lastname: required(100),
  full_mandat: line(300).default(''),
  biography: text,
  career: text,
  ...itemFields,
});

export const EntityFields = z.strictObject({
  name: required(200),
  label: line(200).default(''),
  alias: line(200).default(''),
  description: text,
  address: line(500).default(''),
  country: line(100).default(''),
  email: line(200).default(''),
  phone: line(50).default(''),
  url_wikipedia: url,
  ...itemFields,
});

export const ThemeFields = z.strictObject({
  item: required(200),
  type: line(100).default(''),
  description: text,
  confidential: z.boolean().default(false),
  /** null for a root; a theme nests at most 3 levels deep. */
  parent_id: Id.nullable().default(null),
});

export const ContactBody = z.object({ contact: ContactFields });
export const EntityBody = z.object({ entity: EntityFields });
export const ThemeBody = z.object({ theme: ThemeFields });
/** The duplicate to fold into the item named by the path, then delete. */
export const MergeBody = z.object({ duplicate_id: Id });

/** A stored link, with the name of the item it points to. */
const StoredLink = DirectoryLink.extend({ id: Id, target_name: z.string() });

export const DirectoryContact = ContactFields.extend({ id: Id, links: z.array(StoredLink) });
export const DirectoryEntity = EntityFields.extend({ id: Id, links: z.array(StoredLink) });
export const DirectoryTheme = ThemeFields.extend({ id: Id, level: z.number().int().min(1).max(3) });

/** A link category in use: its type and colour. */
export const LinkCategory = z.object({ type: z.string(), color: z.string() });

export type DirectoryLink = z.infer<typeof DirectoryLink>;
export type ContactFields = z.output<typeof ContactFields>;
export type EntityFields = z.output<typeof EntityFields>;
export type ThemeFields = z.output<typeof ThemeFields>;
export type DirectoryContact = z.infer<typeof DirectoryContact>;
export type DirectoryEntity = z.infer<typeof DirectoryEntity>;
export type DirectoryTheme = z.infer<typeof DirectoryTheme>;
export type LinkCategory = z.infer<typeof LinkCategory>;
