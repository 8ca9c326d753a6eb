import { useParams } from 'react-router';
import { ItemFeed } from '../features/posts/components/ItemFeed.tsx';
import { TrendFeed } from '../features/trends/screens/TrendFeed.tsx';
import { isItemId, isItemType } from './item-params.ts';
import { NotFound } from './NotFound.tsx';

/** `tendance/feed/{type}/{id}`: a trending item's posts; the trends feature frames the posts feature's list. */
export function TrendFeedRoute() {
  const { type = '', id = '' } = useParams();
  if (!isItemType(type) || !isItemId(id)) return <NotFound />;
  return (
    <TrendFeed>
      <ItemFeed type={type} id={id} />
    </TrendFeed>
  );
}
