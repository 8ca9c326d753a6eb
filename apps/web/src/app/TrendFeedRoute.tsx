import type { ItemType } from '@vigie/contract';
import { useParams } from 'react-router';
import { useTrendFeed } from '../features/posts/api/get-trend-feed.ts';
import { PostList } from '../features/posts/components/PostList.tsx';
import { useLinkedPeriod } from '../features/trends/period.ts';
import { TrendFeed } from '../features/trends/screens/TrendFeed.tsx';
import { isItemId, isItemType } from './item-params.ts';
import { NotFound } from './NotFound.tsx';

/** `tendance/feed/{type}/{id}?days=`: a trending item's posts; the trends feature frames the posts feature's list. */
export function TrendFeedRoute() {
  const { type = '', id = '' } = useParams();
  if (!isItemType(type) || !isItemId(id)) return <NotFound />;
  return <TrendItemFeed type={type} id={id} />;
}

function TrendItemFeed({ type, id }: { type: ItemType; id: string }) {
  const feed = useTrendFeed(type, id, useLinkedPeriod());
  return (
    <TrendFeed item={feed.data?.pages[0]?.item}>
      <PostList feed={feed} />
    </TrendFeed>
  );
}
