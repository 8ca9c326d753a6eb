import type { Contact, Entity, Theme } from '@vigie/contract';
import type { ReactNode } from 'react';
import type { Translate } from '../../../lib/i18n.ts';
import type { SwipeTab } from '../../../ui/SwipeTabs.tsx';
import { DetailsTab } from '../components/DetailsTab.tsx';
import { LinksTab } from '../components/LinksTab.tsx';
import { ParticipantsTab } from '../components/ParticipantsTab.tsx';
import { ProseTab } from '../components/ProseTab.tsx';
import { SocialTab } from '../components/SocialTab.tsx';
import { ThemeHierarchyTab } from '../components/ThemeHierarchyTab.tsx';
import { SOCIAL_NETWORKS } from '../social-networks.ts';
import styles from './EntityScreen.module.css';

/** A tab's content with the screen's margins; the briefing's post list has its own. */
const pane = (content: ReactNode) => <div className={styles.pane}>{content}</div>;

/** The tabs a contact and an entity share after their own: network, entities, themes, then social profiles. */
function linkAndSocialTabs(item: Contact | Entity, t: Translate): SwipeTab[] {
  const links = { forward: item.links_forward, backward: item.links_backward };
  const extra: Record<string, string | undefined> = item.extra_data;
  return [
    { id: 'network', title: t('labels.network'), content: pane(<LinksTab {...links} />) },
    { id: 'entities', title: t('labels.entities'), content: pane(<LinksTab {...links} only="entity" />) },
    { id: 'themes', title: t('labels.themes'), content: pane(<LinksTab {...links} only="theme" />) },
    // docs/product.md §2.9: a social tab with no address is not shown.
    ...SOCIAL_NETWORKS.flatMap(({ key, tab, brand }) => {
      const url = extra[key]?.trim();
      return url ? [{ id: key, title: tab, content: pane(<SocialTab network={brand} url={url} />) }] : [];
    }),
  ];
}

export function contactTabs(contact: Contact, briefing: ReactNode, t: Translate): SwipeTab[] {
  return [
    { id: 'briefing', title: t('labels.briefing'), content: briefing },
    {
      id: 'biography',
      title: t('labels.biography'),
      content: pane(
        <ProseTab
          sections={[{ text: contact.biography }, { title: t('labels.career'), text: contact.career }]}
        />,
      ),
    },
    ...linkAndSocialTabs(contact, t),
  ];
}

export function entityTabs(entity: Entity, briefing: ReactNode, t: Translate): SwipeTab[] {
  return [
    { id: 'briefing', title: t('labels.briefing'), content: briefing },
    {
      id: 'profile',
      title: t('labels.profile'),
      content: pane(<ProseTab sections={[{ text: entity.description }]} />),
    },
    { id: 'details', title: t('labels.details'), content: pane(<DetailsTab entity={entity} />) },
    ...linkAndSocialTabs(entity, t),
  ];
}

export function themeTabs(theme: Theme, briefing: ReactNode, t: Translate): SwipeTab[] {
  return [
    { id: 'briefing', title: t('labels.briefing'), content: briefing },
    { id: 'participants', title: t('labels.participants'), content: pane(<ParticipantsTab theme={theme} />) },
    { id: 'tree', title: t('labels.tree'), content: pane(<ThemeHierarchyTab theme={theme} />) },
  ];
}
