import { useT } from '../../../lib/i18n.ts';
import styles from './PostList.module.css';

/** "3 nouvelles publications": said politely by screen readers, and a button that shows them. */
export function NewPosts({ count, onShow }: { count: number; onShow: () => void }) {
  const t = useT();
  return (
    <>
      <div className="visually-hidden" aria-live="polite">
        {count > 0 ? t('shortcuts.newPosts', { count }) : ''}
      </div>
      {count > 0 ? (
        <button type="button" className={styles.newPosts} onClick={onShow}>
          {t('shortcuts.showNew', { count })}
        </button>
      ) : null}
    </>
  );
}
