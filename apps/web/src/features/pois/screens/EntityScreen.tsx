import type { ItemType } from '@vigie/contract';
import type { ReactNode } from 'react';
import { type Translate, useT } from '../../../lib/i18n.ts';
import { LoadError } from '../../../ui/ListState.tsx';
import { Screen } from '../../../ui/Screen.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { SwipeTabs } from '../../../ui/SwipeTabs.tsx';
import { useFollowFlags } from '../api/follow-item.ts';
import { type ItemDetail, useItem } from '../api/get-item.ts';
import { FollowToggles } from '../components/FollowToggles.tsx';
import { ItemHeader } from '../components/ItemHeader.tsx';
import { JoinRoomButton } from '../components/JoinRoomButton.tsx';
import { StanceGrid } from '../components/StanceGrid.tsx';
import { contactTabs, entityTabs, themeTabs } from './item-tabs.tsx';

interface EntityScreenProps {
  type: ItemType;
  id: string;
  /** The item's posts: the posts feature's list, composed in by the app; a followed item's keeps a read marker. */
  briefing: (followed: boolean) => ReactNode;
  /** Opens a theme's chat room, the chat feature's, composed in by the app. */
  joinRoom?: (room: string) => Promise<void>;
}

/** What the header and the tabs show of each type of item. */
function describe(detail: ItemDetail, briefing: ReactNode, t: Translate) {
  if (detail.type === 'contact') {
    const { item } = detail;
    return {
      name: `${item.firstname} ${item.lastname}`,
      header: { img: item.img, subtitle: item.extra_data.full_mandat, description: item.biography },
      affiliations: item.affiliations,
      stance: <StanceGrid node={item.grid_node} />,
      tabs: contactTabs(item, briefing, t),
    };
  }
  if (detail.type === 'entity') {
    const { item } = detail;
    return {
      name: item.name,
      header: { img: item.img, subtitle: item.label, description: item.description },
      affiliations: item.affiliations,
      stance: <StanceGrid node={item.grid_node} />,
      tabs: entityTabs(item, briefing, t),
    };
  }
  const { item } = detail;
  const ancestors = [item.root?.item, item.subroot?.item].filter(Boolean).join(' › ');
  return {
    name: item.item,
    header: { subtitle: ancestors, description: item.description, confidential: item.confidential },
    affiliations: [],
    stance: null,
    room: item.chat_room,
    tabs: themeTabs(item, briefing, t),
  };
}

/** EntityScreen (`{type}/{id}`): a contact, an entity or a theme, its header and its swipe tabs. */
export function EntityScreen({ type, id, briefing, joinRoom }: EntityScreenProps) {
  const t = useT();
  const query = useItem(type, id);
  const flags = useFollowFlags(type, id);
  if (query.isPending)
    return (
      <Screen title={t('screens.entity')}>
        <Spinner label={t('app.loading')} />
      </Screen>
    );
  if (query.isError)
    return (
      <Screen title={t('screens.entity')}>
        <LoadError error={query.error} />
      </Screen>
    );
  const { name, header, affiliations, stance, tabs, room } = describe(
    query.data,
    briefing(!!flags && (flags.focus || flags.notify)),
    t,
  );
  const followed = { id, name, img: header.img ?? null, confidential: header.confidential ?? false };
  return (
    <Screen title={name} flush>
      <ItemHeader
        name={name}
        {...header}
        affiliations={affiliations}
        toggles={
          <>
            <FollowToggles type={type} item={followed} />
            {room && joinRoom ? <JoinRoomButton room={room} joinRoom={joinRoom} /> : null}
          </>
        }
        stance={stance}
      />
      <SwipeTabs label={name} tabs={tabs} />
    </Screen>
  );
}
