import type { PostCard } from '@vigie/contract';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { LockIcon } from '../../../ui/feed-icons.tsx';
import { TypeLabel } from '../../../ui/TypeLabel.tsx';
import styles from './PostMeta.module.css';

/** The line above a post's title: its type, when it was published, and a lock when confidential. */
export function PostMeta({ post, date, children }: { post: PostCard; date: string; children?: ReactNode }) {
  const t = useT();
  return (
    <div className={styles.meta}>
      <TypeLabel type={post.type} />
      <time dateTime={post.publish_date}>{date}</time>
      {post.confidential ? (
        <span className={styles.lock}>
          <LockIcon />
          <span className="visually-hidden">{t('posts.confidential')}</span>
        </span>
      ) : null}
      {children}
    </div>
  );
}
