import type { ItemType } from '@vigie/contract';
import { type CustomFeedSelection, useCustomFeed } from '../api/get-custom-feed.ts';
import { PostList } from './PostList.tsx';

const SELECTION_LIST = {
  contact: 'contacts',
  entity: 'entities',
  theme: 'themes',
} as const satisfies Record<ItemType, keyof CustomFeedSelection>;

/** The briefing of one contact, entity or theme: the posts citing it. */
export function ItemFeed({ type, id }: { type: ItemType; id: string }) {
  return <PostList feed={useCustomFeed({ [SELECTION_LIST[type]]: [id] })} />;
}
