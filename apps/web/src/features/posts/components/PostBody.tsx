import type { PostDetail } from '@vigie/contract';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n.ts';
import { useRelativeDate } from '../../../lib/relative-date.ts';
import { useProfilePath } from '../../../lib/stacks.ts';
import { PinIcon } from '../../../ui/feed-icons.tsx';
import { useIsBookmarked } from '../api/get-bookmarks.ts';
import { Attachments } from './Attachments.tsx';
import { BookmarkButton } from './BookmarkButton.tsx';
import { CitedItems } from './CitedItems.tsx';
import { Markdown } from './Markdown.tsx';
import styles from './PostBody.module.css';
import { PostMeta } from './PostMeta.tsx';
import { SourceLink } from './SourceLink.tsx';
import { ThemeChips } from './ThemeChips.tsx';

const ALL = Number.POSITIVE_INFINITY;

/** The full post: image, title, metadata, description, attachments, source and cited items. */
export function PostBody({ post }: { post: PostDetail }) {
  const t = useT();
  const bookmarked = useIsBookmarked(post.id);
  const profilePath = useProfilePath();
  return (
    <article className={styles.post}>
      {post.img ? <img className={styles.image} src={post.img} alt="" /> : null}
      <PostMeta post={post} date={useRelativeDate(post.publish_date)}>
        <span className={styles.spacer} />
        <BookmarkButton postId={post.id} bookmarked={bookmarked} />
      </PostMeta>
      <h2 className={styles.title}>{post.title}</h2>
      {post.geo ? (
        <p className={styles.geo}>
          <PinIcon /> {post.geo}
        </p>
      ) : null}
      {post.author ? (
        <p className={styles.author}>
          <Link to={profilePath(post.author.id)}>
            {t('posts.by', { name: `${post.author.firstname} ${post.author.lastname}` })}
          </Link>
        </p>
      ) : null}
      <Markdown source={post.description || post.summary} />
      <Attachments files={post.attachments} />
      <SourceLink name={post.source_name} url={post.source_url} flag={post.source_flag} />
      <CitedItems contacts={post.contacts} entities={post.entities} limit={ALL} />
      <ThemeChips themes={post.themes} />
    </article>
  );
}
