import { useT } from '../../../lib/i18n.ts';
import { useOnline } from '../../../lib/online.ts';
import { enqueue, usePendingToggle } from '../../../lib/outbox/queue.ts';
import { BookmarkIcon } from '../../../ui/feed-icons.tsx';
import { PendingMark } from '../../../ui/PendingMark.tsx';
import { useSetBookmark } from '../api/set-bookmark.ts';
import styles from './PostCard.module.css';

/**
 * A toggle: pressed means bookmarked. Offline, or while earlier taps still wait, the tap joins the queue
 * so that taps reach the server in order (docs/product.md §4.5).
 */
export function BookmarkButton({ postId, bookmarked }: { postId: string; bookmarked: boolean }) {
  const t = useT();
  const online = useOnline();
  const pending = usePendingToggle('setBookmark', postId);
  const { mutate } = useSetBookmark();
  const shown = pending ?? bookmarked;
  const toggle = () => {
    if (online && pending === undefined) return mutate({ postId, bookmarked: !shown });
    const refusal = shown ? 'bookmarks.unsetFailed' : 'bookmarks.setFailed';
    void enqueue({
      kind: 'toggle',
      route: 'setBookmark',
      target: postId,
      on: !shown,
      refusal: [refusal],
      gone: ['outbox.bookmarkGone'],
    });
  };
  return (
    <>
      {pending === undefined ? null : <PendingMark />}
      <button
        type="button"
        className={styles.action}
        aria-pressed={shown}
        aria-label={t('posts.bookmark')}
        onClick={toggle}
      >
        <BookmarkIcon filled={shown} />
      </button>
    </>
  );
}
