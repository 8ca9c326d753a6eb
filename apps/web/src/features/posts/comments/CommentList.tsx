import type { Comment, CommentPart } from '@vigie/contract';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n.ts';
import { useProfilePath } from '../../../lib/stacks.ts';
import { Avatar } from '../../../ui/Avatar.tsx';
import { LinkifiedText } from '../../../ui/LinkifiedText.tsx';
import { RelativeTime } from '../../../ui/RelativeTime.tsx';
import styles from './CommentList.module.css';

/** The box's comments carry their spaces in text parts; imported ones leave them to the reader. */
function gapBefore(body: CommentPart[], index: number): string {
  const previous = body[index - 1]?.content;
  const current = body[index]?.content ?? '';
  return previous !== undefined && !/\s$/.test(previous) && !/^\s/.test(current) ? ' ' : '';
}

function CommentBody({ body }: { body: CommentPart[] }) {
  const profilePath = useProfilePath();
  return (
    <div className={styles.body}>
      {body.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: parts have no id, and a posted comment's body never changes
        <span key={index}>
          {gapBefore(body, index)}
          {part.type === 'mention' ? (
            <Link to={profilePath(part.user_id)}>@{part.content}</Link>
          ) : (
            <LinkifiedText text={part.content} />
          )}
        </span>
      ))}
    </div>
  );
}

/** A post's comments, oldest first ('Aucun Commentaire' when there are none: docs/product.md §2.8). */
export function CommentList({ comments }: { comments: Comment[] }) {
  const t = useT();
  const profilePath = useProfilePath();
  const oldestFirst = [...comments].sort((a, b) => Date.parse(a.inserted_at) - Date.parse(b.inserted_at));
  return (
    <div className={styles.comments}>
      <h2 className={styles.heading}>{t('labels.comments')}</h2>
      {oldestFirst.length === 0 ? (
        <p className={styles.empty}>{t('labels.noComments')}</p>
      ) : (
        <ol className={styles.list}>
          {oldestFirst.map((comment) => {
            const name = `${comment.user.firstname} ${comment.user.lastname}`;
            return (
              <li key={comment.id} className={styles.comment}>
                <Avatar src={comment.user.img} name={name} size={36} />
                <div className={styles.content}>
                  <div className={styles.meta}>
                    <Link className={styles.author} to={profilePath(comment.user.id)}>
                      {name}
                    </Link>
                    <RelativeTime iso={comment.inserted_at} />
                  </div>
                  <CommentBody body={comment.body} />
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
