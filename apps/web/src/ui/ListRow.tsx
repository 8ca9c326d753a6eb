import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CheckIcon, ChevronIcon } from './icons.tsx';
import styles from './ListRow.module.css';

type RowProps = { children: ReactNode; tone?: 'error' } & (
  | { to: string; onClick?: never; selected?: never }
  | { onClick: () => void; to?: never; selected?: boolean }
  | { to?: never; onClick?: never; selected?: never }
);

/** A settings-style row: a link to a screen, a choice button, or plain text when it has no action. */
export function ListRow({ children, tone, to, onClick, selected }: RowProps) {
  const className = `${styles.row} ${tone === 'error' ? styles.error : ''}`;
  if (to !== undefined)
    return (
      <li>
        <Link className={className} to={to}>
          <span>{children}</span>
          <ChevronIcon />
        </Link>
      </li>
    );
  if (onClick)
    return (
      <li>
        <button type="button" className={className} onClick={onClick} aria-pressed={selected}>
          <span>{children}</span>
          {selected ? <CheckIcon /> : null}
        </button>
      </li>
    );
  return (
    <li>
      <span className={`${className} ${styles.static}`}>{children}</span>
    </li>
  );
}

export function RowList({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {children}
    </ul>
  );
}
