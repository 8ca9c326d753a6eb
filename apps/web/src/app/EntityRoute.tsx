import { useParams } from 'react-router';
import { isItemId, isItemType } from './item-params.ts';
import { NotFound } from './NotFound.tsx';
import { Placeholder } from './Placeholder.tsx';

/** `{type}/{id}/` is an item screen only for the three item types; anything else is not found. */
export function EntityRoute() {
  const { type = '', id = '' } = useParams();
  return isItemType(type) && isItemId(id) ? <Placeholder titleKey="screens.entity" /> : <NotFound />;
}
