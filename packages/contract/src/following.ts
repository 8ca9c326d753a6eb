import { z } from 'zod';
import { Counts, Id, ItemType } from './common.ts';
import { ContactRef, EntityRef, ThemeRef } from './refs.ts';

/** One item's per-user settings. */
export const ItemSetting = z.object({
  id: Id,
  focus_enabled: z.boolean(),
  notification_enabled: z.boolean(),
});
export const FocusContact = ItemSetting.extend({ poi_contact: ContactRef });
export const FocusEntity = ItemSetting.extend({ poi_entity: EntityRef });
export const FocusTheme = ItemSetting.extend({ poi_theme: ThemeRef });

/**
 * An item offered to a reader whose focus is empty (docs/product.md §2.11.1): what a row shows, and why it
 * is offered (followed by colleagues, or among this week's trends).
 */
export const FocusSuggestion = z.object({
  type: ItemType,
  id: Id,
  name: z.string(),
  img: z.string().nullable(),
  reason: z.enum(['colleagues', 'trend']),
});

export const BookmarkState = z.object({ post_id: Id, bookmarked: z.boolean() });

export const TrendsQuery = z.object({
  days: z.enum(['1', '7', '30'], { message: 'days must be 1, 7 or 30' }).transform(Number),
});
const Trend = { total_counts: z.number().int(), counts: Counts };
export const Trends = z.object({
  contact: z.array(ContactRef.extend(Trend)),
  theme: z.array(ThemeRef.extend(Trend)),
  entity: z.array(EntityRef.extend(Trend)),
});

export type ItemSetting = z.infer<typeof ItemSetting>;
export type FocusSuggestion = z.infer<typeof FocusSuggestion>;
export type Trends = z.infer<typeof Trends>;
