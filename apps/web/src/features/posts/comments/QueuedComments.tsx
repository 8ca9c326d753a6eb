import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { takeDraft, useOutbox } from '../../../lib/outbox/queue.ts';
import { PendingMark } from '../../../ui/PendingMark.tsx';
import styles from './CommentBox.module.css';

const useQueuedComments = (postId: string) =>
  useOutbox().flatMap((action) => (action.kind === 'comment' && action.postId === postId ? [action] : []));

/** Comments written offline on this post, waiting to be sent (docs/product.md §4.5). */
export function QueuedComments({ postId }: { postId: string }) {
  const waiting = useQueuedComments(postId).filter((comment) => !comment.refused);
  if (waiting.length === 0) return null;
  return (
    <ul className={styles.queued}>
      {waiting.map((comment) => (
        <li key={comment.id}>
          <PendingMark /> {comment.text}
        </li>
      ))}
    </ul>
  );
}

/**
 * A comment the server refused on replay comes back into its box as a draft, and the box says why;
 * `restore` receives its text.
 */
export function useRefusedDraft(postId: string, restore: (text: string) => void): string | null {
  const t = useT();
  const refused = useQueuedComments(postId).find((comment) => comment.refused);
  const [reason, setReason] = useState<string | null>(null);
  const restored = useRef(new Set<string>());
  useEffect(() => {
    if (!refused || restored.current.has(refused.id)) return;
    restored.current.add(refused.id);
    restore(refused.text);
    setReason(t(refused.refused === 404 ? 'outbox.commentGone' : 'outbox.commentRefused'));
    void takeDraft(refused.id);
  }, [refused, restore, t]);
  return reason;
}

/**
 * A comment refused because its post is no longer visible has no box to come back to: the post's page
 * shows it in place of the post, to be copied, then let go (docs/product.md §4.14).
 */
export function UnsentDraft({ postId }: { postId: string }) {
  const t = useT();
  const headingId = useId();
  const draft = useQueuedComments(postId).find((comment) => comment.refused);
  if (!draft) return null;
  return (
    <section className={styles.wrapper} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.draftTitle}>
        {t('outbox.draftTitle')}
      </h2>
      <p className={styles.hint}>{t('outbox.draftGone')}</p>
      <p className={styles.queued}>{draft.text}</p>
      <button type="button" className={styles.send} onClick={() => void takeDraft(draft.id)}>
        {t('outbox.discardDraft')}
      </button>
    </section>
  );
}
