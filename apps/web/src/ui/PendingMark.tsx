import { useT } from '../lib/i18n.ts';
import styles from './PendingMark.module.css';

/** A clock beside what was done offline and waits to be sent (docs/product.md §4.5). */
export function PendingMark() {
  const t = useT();
  return (
    <svg
      className={styles.mark}
      role="img"
      aria-label={t('outbox.pending')}
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  );
}
