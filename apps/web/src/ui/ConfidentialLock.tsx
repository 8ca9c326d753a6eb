import { useT } from '../lib/i18n.ts';
import styles from './ConfidentialLock.module.css';
import { LockIcon } from './feed-icons.tsx';

/** The lock of a confidential theme, read out as 'Confidentiel'. */
export function ConfidentialLock() {
  const t = useT();
  return (
    <span className={styles.lock}>
      <LockIcon />
      <span className="visually-hidden">{t('posts.confidential')}</span>
    </span>
  );
}
