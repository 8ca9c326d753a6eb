import { useT } from '../lib/i18n.ts';
import styles from './UnreadBadge.module.css';

/**
 * An unread count beside a name (docs/product.md §10.16): "99+" beyond 99, read out as "12 non lus";
 * nothing when none is unread or the count is unknown.
 */
export function UnreadBadge({ count }: { count: number | undefined }) {
  const t = useT();
  if (!count) return null;
  return (
    <>
      {' '}
      <span className={styles.badge}>{count > 99 ? '99+' : count}</span>{' '}
      <span className="visually-hidden">{t('markers.unread')}</span>
    </>
  );
}
