import type { PostCard as Post } from '@vigie/contract';
import { memo, useId } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n.ts';
import { useRelativeDate } from '../../../lib/relative-date.ts';
import { useProfilePath, useStackPath } from '../../../lib/stacks.ts';
import { Avatar } from '../../../ui/Avatar.tsx';
import { PinIcon } from '../../../ui/feed-icons.tsx';
import { Highlight } from '../../../ui/Highlight.tsx';
import { LinkifiedText } from '../../../ui/LinkifiedText.tsx';
import { BookmarkButton } from './BookmarkButton.tsx';
import { CitedItems } from './CitedItems.tsx';
import { CommentCount } from './CommentCount.tsx';
import styles from './PostCard.module.css';
import { PostMeta } from './PostMeta.tsx';

interface PostCardProps {
  post: Post;
  bookmarked: boolean;
  /** Search terms to mark in the title and summary. */
  terms?: readonly string[];
  /** Its place in the feed, from 1, and the feed's length (-1 while more may load). */
  posinset?: number;
  setsize?: number;
}

/** One post in a feed. Memoised: appending a page renders only the new cards. */
export const PostCard = memo(function PostCard({
  post,
  bookmarked,
  terms,
  posinset,
  setsize,
}: PostCardProps) {
  const t = useT();
  const path = useStackPath();
  const profilePath = useProfilePath();
  const titleId = useId();
  const date = useRelativeDate(post.publish_date);
  const author = post.author;
  const postPath = path(`post/${post.id}`);
  return (
    <article
      className={styles.card}
      // Focused by the reading shortcuts (keyboard/feed-navigation.ts), never by Tab.
      tabIndex={-1}
      data-post={post.id}
      aria-posinset={posinset}
      aria-setsize={setsize}
      aria-label={t('posts.cardLabel', {
        type: t(`postType.${post.type}`, { count: 1 }),
        title: post.title,
        date,
      })}
    >
      <PostMeta post={post} date={date} />
      <h2 id={titleId} className={styles.title}>
        <Link to={postPath}>{terms ? <Highlight text={post.title} terms={terms} /> : post.title}</Link>
      </h2>
      {post.geo ? (
        <p className={styles.geo}>
          <PinIcon /> {post.geo}
        </p>
      ) : null}
      <div className={styles.summary}>
        {terms ? <Highlight text={post.summary} terms={terms} /> : <LinkifiedText text={post.summary} />}
      </div>
      <Link className={styles.more} to={postPath} aria-describedby={titleId}>
        {t('labels.readMore')}
      </Link>
      <CitedItems contacts={post.contacts} entities={post.entities} />
      <div className={styles.footer}>
        {author ? (
          <Link className={styles.author} to={profilePath(author.id)}>
            <Avatar src={author.img} name={`${author.firstname} ${author.lastname}`} size={28} />
            {author.firstname} {author.lastname}
          </Link>
        ) : (
          <span />
        )}
        <CommentCount count={post.comments_count} to={`${postPath}?focus_comment=true`} />
        <BookmarkButton postId={post.id} bookmarked={bookmarked} />
      </div>
    </article>
  );
});
