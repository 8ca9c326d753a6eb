import { ApiError } from '../lib/api-client.ts';
import { useT } from '../lib/i18n.ts';
import { useOnline } from '../lib/online.ts';
import styles from './ListState.module.css';

/**
 * Why a screen's data is missing: the server refused it ('Not found'), the device is offline and never
 * saved it, or something failed.
 */
export function LoadError({ error }: { error: unknown }) {
  const t = useT();
  const online = useOnline();
  const refused = error instanceof ApiError && error.status < 500;
  return (
    <p className={styles.message} role="alert">
      {t(refused ? 'app.notFound' : online ? 'app.error' : 'app.notSavedOffline')}
    </p>
  );
}
