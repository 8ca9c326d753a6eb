import { useT } from '../lib/i18n.ts';
import { Logo } from '../ui/Logo.tsx';
import styles from './Splash.module.css';

/** Shown alone until the start-up fetch of the account has settled (SPEC §2). */
export function Splash() {
  const t = useT();
  return (
    <div className={styles.splash} role="status">
      <Logo size={96} />
      <span className="visually-hidden">{t('app.loading')}</span>
    </div>
  );
}
