import { useT } from '../lib/i18n.ts';
import { useOnline } from '../lib/online.ts';
import styles from './ListState.module.css';

/** 'Aucun élément à afficher': a list with nothing in it. */
export function EmptyList() {
  return <p className={styles.empty}>{useT()('app.empty')}</p>;
}

/**
 * A list that could not load: what it shows stays, and the user may try again. Offline, it says that
 * this screen was not saved for offline reading.
 */
export function RetryList({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  const online = useOnline();
  return (
    <div className={styles.error} role="alert">
      <p>{t(online ? 'app.error' : 'app.notSavedOffline')}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('posts.retry')}
      </button>
    </div>
  );
}
