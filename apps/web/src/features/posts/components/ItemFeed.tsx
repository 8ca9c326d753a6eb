import type { ItemType } from '@vigie/contract';
import { type CustomFeedSelection, useCustomFeed } from '../api/get-custom-feed.ts';
import { PostList } from './PostList.tsx';

const SELECTION_LIST = {
  contact: 'contacts',
  entity: 'entities',
  theme: 'themes',
} as const satisfies Record<ItemType, keyof CustomFeedSelection>;

/**
 * The briefing of one contact, entity or theme: the posts citing it; the reader's marker moves along it
 * once they follow the item (docs/product.md §10.16).
 */
export function ItemFeed({ type, id, followed }: { type: ItemType; id: string; followed?: boolean }) {
  const feed = useCustomFeed({ [SELECTION_LIST[type]]: [id] });
  return <PostList feed={feed} timeline={followed ? `${type}:${id}` : undefined} />;
}
