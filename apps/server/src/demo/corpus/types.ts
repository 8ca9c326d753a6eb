import type { Position, PostType } from '@vigie/contract';
import type { AffiliationSlug } from './affiliations.ts';
import type { ContactSlug } from './contacts.ts';
import type { EntitySlug } from './entities.ts';
import type { ThemeSlug } from './themes.ts';
import type { UserSlug } from './users.ts';

/** Start and end positions on the stance grid; null where the stance is unknown. */
export type Stance = readonly [Position | null, Position | null];

export interface UserSeed {
  email: string;
  firstname: string;
  lastname: string;
  username: string;
  biography: string;
  role: 'reader' | 'editor' | 'admin';
  confidentialAccess: boolean;
  loginDescription: string;
}

export interface ContactSeed {
  firstname: string;
  lastname: string;
  mandate: string;
  biography: string;
  career: string;
  affiliations: AffiliationSlug[];
  stance: Stance;
  social?: ('twitter' | 'linkedin')[];
}

export interface EntitySeed {
  name: string;
  label: string;
  alias: string;
  description: string;
  address: string;
  country: string;
  email?: string;
  phone?: string;
  affiliations?: AffiliationSlug[];
  urls?: { twitter?: string; linkedin?: string; wikipedia?: string };
  stance: Stance;
}

export interface ThemeSeed {
  item: string;
  description: string;
  parent?: string;
  confidential?: true;
  /** Its chat room (docs/product.md §5.10): only readers who may see the theme enter it. */
  chat_room?: string;
}

export type ContactRef = { type: 'contact'; slug: ContactSlug };
export type EntityRef = { type: 'entity'; slug: EntitySlug };
export type ThemeRef = { type: 'theme'; slug: ThemeSlug };
/** One item of the contact, entity and theme network, as links and stance grids name it. */
export type PoiRef = ContactRef | EntityRef | ThemeRef;

export interface PostSeed {
  slug: string;
  type: PostType;
  /** Below zero: scheduled that many hours ahead. */
  hoursAgo: number;
  /** A draft of the newsroom, which readers never see. */
  draft?: true;
  geo: string;
  title: string;
  summary: string;
  context: string;
  /** Bold lead, then the point itself. */
  points: [string, string][];
  outlook: string;
  contacts: ContactSlug[];
  entities?: EntitySlug[];
  themes: ThemeSlug[];
  confidential?: true;
  source?: { name: string; url: string; flag?: true };
  link?: { label: string; url: string };
  attachments?: string[];
}

export interface CommentSeed {
  post: string;
  by: UserSlug;
  hoursAfter: number;
  /** `@lecteur`, `@analyste` and `@redaction` become mentions of those users. */
  text: string;
}
