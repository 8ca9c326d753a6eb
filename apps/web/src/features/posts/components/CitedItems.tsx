import type { ContactRef, EntityRef } from '@vigie/contract';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n.ts';
import { useStackPath } from '../../../lib/stacks.ts';
import { Avatar } from '../../../ui/Avatar.tsx';
import styles from './CitedItems.module.css';

/** docs/product.md §2.18: a card shows at most 5 cited contacts and 5 cited entities. */
const MAX_CITED = 5;

/** The people and organisations a post cites, as chips opening their screens. */
interface CitedItemsProps {
  contacts: ContactRef[];
  entities: EntityRef[];
  /** How many of each kind to show; the post page shows them all. */
  limit?: number;
}

export function CitedItems({ contacts, entities, limit = MAX_CITED }: CitedItemsProps) {
  const t = useT();
  const path = useStackPath();
  const chips = [
    ...contacts.slice(0, limit).map((c) => ({
      key: c.id,
      to: path(`contact/${c.id}`),
      name: `${c.firstname} ${c.lastname}`,
      img: c.img,
    })),
    ...entities
      .slice(0, limit)
      .map((e) => ({ key: e.id, to: path(`entity/${e.id}`), name: e.name, img: e.img })),
  ];
  if (chips.length === 0) return null;
  return (
    <ul className={styles.cited} aria-label={t('posts.cited')}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <Link className={styles.chip} to={chip.to}>
            <Avatar src={chip.img} name={chip.name} size={22} />
            {chip.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
