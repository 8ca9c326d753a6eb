import { z } from 'zod';
import { Id, Position, Timestamp } from './common.ts';
import { ThemeRef } from './refs.ts';

/** Whose stance: a contact's or an entity's, on a theme (docs/product.md §10.9.9). */
export const StanceItemType = z.enum(['contact', 'entity']);
export type StanceItemType = z.infer<typeof StanceItemType>;

/** A new current stance, or null to clear it, and the published post that justifies the change. */
export const SetStanceBody = z.strictObject({
  item_type: StanceItemType,
  item_id: Id,
  theme_id: Id,
  position: Position.nullable(),
  post_id: Id.nullable().default(null),
});

export const StanceGridQuery = z.object({ item_type: StanceItemType, item_id: Id });

/** One change as a reader sees it: the justifying post only when the reader may read it. */
export const StanceChangeSummary = z.object({
  from: Position.nullable(),
  to: Position.nullable(),
  changed_at: Timestamp,
  post: z.object({ id: Id, title: z.string() }).nullable(),
});

/** One change as the newsroom sees it: also who made it (null once their account is gone). */
export const StanceChange = StanceChangeSummary.extend({
  id: z.string(),
  editor: z.object({ id: Id, firstname: z.string(), lastname: z.string() }).nullable(),
});

/** A theme of an item's grid: the stance there and its changes, newest first. */
export const StanceCell = z.object({
  theme: ThemeRef,
  start_position: Position.nullable(),
  end_position: Position.nullable(),
  history: z.array(StanceChange),
});

/** The themes on which an item has a stance or had one, by theme name. */
export const StanceGrid = z.object({
  item_type: StanceItemType,
  item_id: Id,
  cells: z.array(StanceCell),
});

export type SetStanceBody = z.input<typeof SetStanceBody>;
export type StanceChangeSummary = z.infer<typeof StanceChangeSummary>;
export type StanceChange = z.infer<typeof StanceChange>;
export type StanceCell = z.infer<typeof StanceCell>;
export type StanceGrid = z.infer<typeof StanceGrid>;
