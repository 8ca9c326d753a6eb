import { ApiError } from '../lib/api-client.ts';
import { useT } from '../lib/i18n.ts';
import { useOnline } from '../lib/online.ts';
import styles from './ListState.module.css';

/** 'Aucun élément à afficher': a list with nothing in it. */
export function EmptyList() {
  return <p className={styles.empty}>{useT()('app.empty')}</p>;
}

/** Why data is missing: refused by the server ('Not found'), never saved for offline reading, or a failure. */
function useFailureMessage(refused = false): string {
  const t = useT();
  const online = useOnline();
  return t(refused ? 'app.notFound' : online ? 'app.error' : 'app.notSavedOffline');
}

/** A list that could not load: what it shows stays, and the user may try again. */
export function RetryList({
  onRetry,
  message,
  action,
}: {
  onRetry: () => void;
  message?: string;
  action?: string;
}) {
  const t = useT();
  const failure = useFailureMessage();
  return (
    <div className={styles.error} role="alert">
      <p>{message ?? failure}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {action ?? t('posts.retry')}
      </button>
    </div>
  );
}

/** A screen whose data could not load; the server's 4xx answers read as 'Not found'. */
export function LoadError({ error }: { error: unknown }) {
  const refused = error instanceof ApiError && error.status < 500;
  return (
    <p className={styles.message} role="alert">
      {useFailureMessage(refused)}
    </p>
  );
}
