import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useStore } from '../../../lib/store.ts';
import { CommentIcon } from '../../../ui/feed-icons.tsx';
import styles from './PostCard.module.css';

/** The comment count opens the post with the cursor in the comment box; it shows blank at 0. */
export function CommentCount({ count, to }: { count: number; to: string }) {
  const t = useT();
  const lang = useStore((state) => state.lang);
  return (
    <Link
      className={styles.action}
      to={to}
      aria-label={count > 0 ? t('posts.comments', { count }) : t('labels.comments')}
    >
      <CommentIcon />
      <span aria-hidden="true">{count > 0 ? formatNumber(count, lang) : ''}</span>
    </Link>
  );
}
