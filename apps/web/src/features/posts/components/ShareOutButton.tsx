import type { PostDetail } from '@vigie/contract';
import { useState } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { Icon } from '../../../ui/icons.tsx';
import styles from './ShareOutButton.module.css';

const COPIED_MS = 3000;

/**
 * The post to another app: the system's share sheet where the browser has one, otherwise its link
 * copied (docs/product.md §2.8).
 */
export function ShareOutButton({ post }: { post: Pick<PostDetail, 'id' | 'title' | 'summary'> }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const url = `${location.origin}/app/post/${post.id}`;
  const canShare = typeof navigator.share === 'function';
  const share = async () => {
    if (canShare) {
      // Closing the share sheet rejects: nothing to say.
      await navigator.share({ title: post.title, text: post.summary, url }).catch(() => undefined);
      return;
    }
    await navigator.clipboard.writeText(url);
    setCopied(true);
    setTimeout(() => setCopied(false), COPIED_MS);
  };
  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-label={t(canShare ? 'shareOut.share' : 'shareOut.copyLink')}
        onClick={() => void share()}
      >
        <Icon size={22}>
          {canShare ? (
            <path d="M18 8a3 3 0 1 0-2.8-4M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm12 7a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
          ) : (
            <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
          )}
        </Icon>
      </button>
      <span className={styles.status} role="status">
        {copied ? t('shareOut.copied') : ''}
      </span>
    </>
  );
}
