import type { PostCard } from '@vigie/contract';
import type { ReactNode } from 'react';
import { ConfidentialLock } from '../../../ui/ConfidentialLock.tsx';
import { TypeLabel } from '../../../ui/TypeLabel.tsx';
import styles from './PostMeta.module.css';

/** The line above a post's title: its type, when it was published, and a lock when confidential. */
export function PostMeta({ post, date, children }: { post: PostCard; date: string; children?: ReactNode }) {
  return (
    <div className={styles.meta}>
      <TypeLabel type={post.type} />
      <time dateTime={post.publish_date}>{date}</time>
      {post.confidential ? <ConfidentialLock /> : null}
      {children}
    </div>
  );
}
