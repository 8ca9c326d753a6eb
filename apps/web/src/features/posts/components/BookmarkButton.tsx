import { useT } from '../../../lib/i18n.ts';
import { useOnline } from '../../../lib/online.ts';
import { BookmarkIcon } from '../../../ui/feed-icons.tsx';
import { useSetBookmark } from '../api/set-bookmark.ts';
import styles from './PostCard.module.css';

/** A toggle: pressed means bookmarked. It needs the network, so it is dimmed offline. */
export function BookmarkButton({ postId, bookmarked }: { postId: string; bookmarked: boolean }) {
  const t = useT();
  const online = useOnline();
  const { mutate } = useSetBookmark();
  return (
    <button
      type="button"
      className={styles.action}
      aria-pressed={bookmarked}
      aria-label={t('posts.bookmark')}
      disabled={!online}
      onClick={() => mutate({ postId, bookmarked: !bookmarked })}
    >
      <BookmarkIcon filled={bookmarked} />
    </button>
  );
}
