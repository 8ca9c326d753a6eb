import { useParams } from 'react-router';
import { EntityScreen } from '../features/pois/screens/EntityScreen.tsx';
import { ItemFeed } from '../features/posts/components/ItemFeed.tsx';
import { joinRoom } from './chat-actions.ts';
import { isItemId, isItemType } from './item-params.ts';
import { NotFound } from './NotFound.tsx';

/**
 * `{type}/{id}/`: an item's screen, its Briefing tab the posts feature's list and a theme's room the chat's;
 * other types are not found.
 */
export default function EntityRoute() {
  const { type = '', id = '' } = useParams();
  if (!isItemType(type) || !isItemId(id)) return <NotFound />;
  // Keyed: moving from one item to another (Réseaux, Arborescence) starts the new one on its first tab.
  return (
    <EntityScreen
      key={`${type}/${id}`}
      type={type}
      id={id}
      briefing={(followed) => <ItemFeed type={type} id={id} followed={followed} />}
      joinRoom={joinRoom}
    />
  );
}
