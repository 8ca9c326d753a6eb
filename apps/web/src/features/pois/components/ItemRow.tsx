import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../ui/Avatar.tsx';
import styles from './ItemRow.module.css';

interface ItemRowProps {
  /** The item's screen. */
  to: string;
  img: string | null;
  name: string;
  /** One line under the name. */
  children: ReactNode;
  /** Buttons beside the link, such as the focus toggles in update mode. */
  actions?: ReactNode;
}

/** One row of an alphabetical list: the item's picture, its name and one line about it. */
export function ItemRow({ to, img, name, children, actions }: ItemRowProps) {
  const link = (
    <Link className={styles.row} to={to}>
      <Avatar src={img} name={name} size={56} />
      {/* The space after the name: a grid does not show it, the link's name keeps it ('Dupont Sénat'). */}
      <span className={styles.text}>
        <span className={styles.name}>{name}</span> <span className={styles.detail}>{children}</span>
      </span>
    </Link>
  );
  if (!actions) return link;
  return (
    <div className={styles.withActions}>
      {link}
      {actions}
    </div>
  );
}
