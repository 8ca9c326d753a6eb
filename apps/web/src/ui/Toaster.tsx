import { useNotices } from '../lib/notices.ts';
import styles from './Toaster.module.css';

/** Announces notices politely and shows them above the tab bar. */
export function Toaster() {
  const notices = useNotices((state) => state.notices);
  return (
    <div className={styles.toaster} role="status" aria-live="polite">
      {notices.map((notice) => (
        <p key={notice.id} className={styles.notice}>
          {notice.text}
        </p>
      ))}
    </div>
  );
}
