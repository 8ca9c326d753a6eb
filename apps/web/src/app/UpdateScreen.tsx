import { useEffect } from 'react';
import { type TKey, useT } from '../lib/i18n.ts';
import type { SwState } from '../lib/store.ts';
import { Logo } from '../ui/Logo.tsx';
import styles from './UpdateScreen.module.css';

// Activated stays on screen for the second before the reload that ends the update.
const PENDING: SwState[] = ['installing', 'waiting', 'caching_dynamic', 'activated'];
export const updatePending = (state: SwState) => PENDING.includes(state);

const MESSAGES: Record<SwState, TKey> = {
  unset: 'update.unset',
  installing: 'update.installing',
  waiting: 'update.waiting',
  caching_dynamic: 'update.caching',
  activated: 'update.activated',
};

/** docs/product.md §2.6 Update: the only screen while a new version of the app installs. */
export function UpdateScreen({ state, onActivate }: { state: SwState; onActivate?: () => void }) {
  const t = useT();
  const reload = () => window.location.reload();
  // docs/product.md §2.6: moving between screens (back, forward) while an update is pending reloads on /app.
  useEffect(() => {
    const toHome = () => window.location.assign('/app');
    window.addEventListener('popstate', toHome);
    return () => window.removeEventListener('popstate', toHome);
  }, []);
  return (
    <main className={styles.screen}>
      <Logo size={72} />
      <h1 className={styles.message}>{t(MESSAGES[state])}</h1>
      {state === 'waiting' && onActivate ? (
        <button type="button" className={styles.button} onClick={onActivate}>
          {t('update.activate')}
        </button>
      ) : state === 'unset' || state === 'activated' ? (
        <button type="button" className={styles.button} onClick={reload}>
          {t('app.reload')}
        </button>
      ) : (
        <p role="status">{t('update.wait')}</p>
      )}
    </main>
  );
}
