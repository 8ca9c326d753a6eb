import { useT } from '../lib/i18n.ts';
import styles from './ListState.module.css';

/** 'Aucun élément à afficher': a list with nothing in it. */
export function EmptyList() {
  return <p className={styles.empty}>{useT()('app.empty')}</p>;
}

/** A list that could not load: what it shows stays, and the user may try again. */
export function RetryList({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div className={styles.error} role="alert">
      <p>{t('app.error')}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('posts.retry')}
      </button>
    </div>
  );
}
