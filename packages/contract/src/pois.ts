import { z } from 'zod';
import { ChatRoomId } from './chat.ts';
import { Counts, GridNode, Id, Position } from './common.ts';
import { ContactRef, EntityRef, ThemeRef } from './refs.ts';
import { StanceChangeSummary } from './stances.ts';

export const Affiliation = z.object({ id: Id, name: z.string(), color: z.string() });

/** Everything one item links to (forward) or is linked from (backward), grouped by the other item. */
export const LinkItem = z.object({
  link_target_type: z.enum(['poi_contact', 'poi_entity', 'poi_theme']),
  poi_contact: ContactRef.optional(),
  poi_entity: EntityRef.optional(),
  poi_theme: ThemeRef.optional(),
  links: z.array(z.object({ id: Id, type: z.string(), poi_link_category: z.object({ color: z.string() }) })),
});

const Followed = { total_counts: z.number().int(), counts: Counts };

export const ContactSummary = ContactRef.extend({
  affiliations: z.array(Affiliation),
  grid_node: GridNode,
  total_counts: z.number().int(),
});
export const Contact = ContactSummary.extend({
  biography: z.string(),
  career: z.string(),
  extra_data: z.object({ full_mandat: z.string().optional() }).catchall(z.string()),
  links_forward: z.array(LinkItem),
  links_backward: z.array(LinkItem),
  ...Followed,
});

export const EntitySummary = EntityRef.extend({
  label: z.string(),
  affiliations: z.array(Affiliation),
  grid_node: GridNode,
  total_counts: z.number().int(),
});
export const EntityExtraData = z
  .object({
    url_twitter: z.string(),
    url_facebook: z.string(),
    url_linkedin: z.string(),
    url_wikipedia: z.string(),
  })
  .partial();
export const Entity = EntitySummary.extend({
  description: z.string(),
  alias: z.string(),
  address: z.string(),
  country: z.string(),
  email: z.string(),
  phone: z.string(),
  extra_data: EntityExtraData,
  links_forward: z.array(LinkItem),
  links_backward: z.array(LinkItem),
  ...Followed,
});

/** Name search for the alphabetical lists: accent- and case-insensitive. */
export const NameSearchQuery = z.object({ search: z.string().trim().max(100).optional() });

const ThemeNodeBase = ThemeRef.extend({ type: z.string() });
export const ThemeLeaf = ThemeNodeBase.extend({ children: z.array(ThemeNodeBase).length(0) });
export const ThemeBranch = ThemeNodeBase.extend({ children: z.array(ThemeLeaf) });
export const ThemeTreeRoot = ThemeNodeBase.extend({ children: z.array(ThemeBranch) });
export const ThemeTree = z.array(ThemeTreeRoot);

const StanceNode = z.object({
  id: Id,
  start_position: Position.nullable(),
  end_position: Position.nullable(),
  /** docs/product.md §10.9.9: the stance's latest change, null when none was recorded. */
  latest_change: StanceChangeSummary.nullable(),
});
export const Theme = ThemeNodeBase.extend({
  description: z.string(),
  parent_id: Id.nullable(),
  /** The theme's chat room, joined from its screen (docs/product.md §2.9). */
  chat_room: ChatRoomId.nullable(),
  root: ThemeRef.nullable(),
  subroot: ThemeRef.nullable(),
  /** The visible sub-themes, nested. */
  children: z.array(ThemeBranch.or(ThemeLeaf)),
  contacts: z.array(ContactRef),
  entities: z.array(EntityRef),
  grid: z.object({
    contact_nodes: z.array(StanceNode.extend({ poi_contact_id: Id })),
    entity_nodes: z.array(StanceNode.extend({ poi_entity_id: Id })),
  }),
  ...Followed,
});

export type LinkItem = z.infer<typeof LinkItem>;
export type ContactSummary = z.infer<typeof ContactSummary>;
export type Contact = z.infer<typeof Contact>;
export type EntitySummary = z.infer<typeof EntitySummary>;
export type Entity = z.infer<typeof Entity>;
export type EntityExtraData = z.infer<typeof EntityExtraData>;
export type ThemeTree = z.infer<typeof ThemeTree>;
export type Theme = z.infer<typeof Theme>;
