import type { ItemType, LinkItem } from '@vigie/contract';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n.ts';
import { useStackPath } from '../../../lib/stacks.ts';
import { Avatar } from '../../../ui/Avatar.tsx';
import { ConfidentialLock } from '../../../ui/ConfidentialLock.tsx';
import { EmptyList } from '../../../ui/ListState.tsx';
import styles from './LinksTab.module.css';

const TARGET_TYPE = { poi_contact: 'contact', poi_entity: 'entity', poi_theme: 'theme' } as const;

interface LinkEnd {
  type: ItemType;
  id: string;
  name: string;
  img: string | null | undefined;
  confidential: boolean;
}

/** The item at the other end of a link, whichever its type. */
function endOf(link: LinkItem): LinkEnd | null {
  const { poi_contact: contact, poi_entity: entity, poi_theme: theme } = link;
  const type = TARGET_TYPE[link.link_target_type];
  if (contact)
    return { type, ...contact, name: `${contact.firstname} ${contact.lastname}`, confidential: false };
  if (entity) return { type, ...entity, confidential: false };
  if (theme)
    return { type, id: theme.id, name: theme.item, img: undefined, confidential: theme.confidential };
  return null;
}

interface LinksTabProps {
  forward: readonly LinkItem[];
  backward: readonly LinkItem[];
  /** Only the links to items of this type (the Entités and Themes tabs). */
  only?: ItemType;
}

/** Réseaux, Entités or Themes: what this item links to, then what links to it, each opening its screen. */
export function LinksTab({ forward, backward, only }: LinksTabProps) {
  const t = useT();
  const keep = (link: LinkItem) => only === undefined || TARGET_TYPE[link.link_target_type] === only;
  const outgoing = forward.filter(keep);
  const incoming = backward.filter(keep);
  if (outgoing.length + incoming.length === 0) return <EmptyList />;
  return (
    <div className={styles.tab}>
      <LinkSection title={t('item.linksForward')} links={outgoing} />
      <LinkSection title={t('item.linksBackward')} links={incoming} />
    </div>
  );
}

function LinkSection({ title, links }: { title: string; links: readonly LinkItem[] }) {
  const path = useStackPath();
  if (links.length === 0) return null;
  return (
    <section>
      <h2 className={styles.title}>{title}</h2>
      <ul className={styles.list}>
        {links.map((link) => {
          const end = endOf(link);
          if (!end) return null;
          return (
            <li key={`${end.type}/${end.id}`}>
              <Link className={styles.row} to={path(`${end.type}/${end.id}`)}>
                {end.img === undefined ? null : <Avatar src={end.img} name={end.name} size={40} />}
                <span className={styles.text}>
                  <span className={styles.name}>
                    {end.name} {end.confidential ? <ConfidentialLock /> : null}
                  </span>{' '}
                  <span className={styles.types}>
                    {link.links.map(({ id, type, poi_link_category: category }) => (
                      <span key={id} className={styles.type}>
                        <span className={styles.dot} style={{ backgroundColor: category.color }} />
                        {type}
                      </span>
                    ))}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
