import { formatUnread } from '../lib/format.ts';
import { useT } from '../lib/i18n.ts';
import { useStore } from '../lib/store.ts';
import styles from './UnreadBadge.module.css';

/**
 * An unread count beside a name (docs/product.md §10.16): "99+" beyond 99, read out as "12 non lus";
 * nothing when none is unread or the count is unknown.
 */
export function UnreadBadge({ count }: { count: number | undefined }) {
  const t = useT();
  const lang = useStore((state) => state.lang);
  if (!count) return null;
  return (
    <>
      {' '}
      <span className={styles.badge}>{formatUnread(count, lang)}</span>{' '}
      <span className="visually-hidden">{t('markers.unread')}</span>
    </>
  );
}
