import { useParams } from 'react-router';
import { NotFound } from './NotFound.tsx';
import { Placeholder } from './Placeholder.tsx';

const ITEM_TYPES = new Set(['contact', 'entity', 'theme']);

/** `{type}/{id}/` is an item screen only for the three item types; anything else is not found. */
export function EntityRoute() {
  const { type = '' } = useParams();
  return ITEM_TYPES.has(type) ? <Placeholder titleKey="screens.entity" /> : <NotFound />;
}
