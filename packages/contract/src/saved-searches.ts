import { z } from 'zod';
import { PostType } from './common.ts';
import { ItemSetting } from './following.ts';

/** A search worth saving holds a word: only letters and digits reach the query (posts/search.ts). */
export const SavedSearchText = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/[\p{L}\p{N}]/u, 'must hold a letter or a digit');

export const NewSavedSearchBody = z.object({
  saved_search: z.object({ query: SavedSearchText, type: PostType.nullable().default(null) }),
});

/** A saved search is followed as an item is: its settings, and what it searches (docs/product.md §10.18). */
export const SavedSearch = ItemSetting.extend({ query: z.string(), type: PostType.nullable() });

export type SavedSearch = z.infer<typeof SavedSearch>;
