import type { PostDetail } from '@vigie/contract';
import { Link } from 'react-router';
import { sendMentions } from '../features/chat/actions.ts';
import { SharePostButton } from '../features/chat/components/SharePostButton.tsx';
import { ShareOutButton } from '../features/posts/components/ShareOutButton.tsx';
import PostPage from '../features/posts/screens/PostPage.tsx';
import { useT } from '../lib/i18n.ts';
import { canWrite, REDACTION_ROOT } from '../lib/roles.ts';
import { useStore } from '../lib/store.ts';
import { Icon } from '../ui/icons.tsx';
import styles from './PostRoute.module.css';

/** Editors and admins open the post they read in the newsroom's editor, to correct or retract it. */
function EditInNewsroom({ post }: { post: PostDetail }) {
  const t = useT();
  const role = useStore((state) => state.compte?.role);
  if (!canWrite(role)) return null;
  return (
    <Link
      className={styles.headerLink}
      to={`${REDACTION_ROOT}/${post.id}`}
      aria-label={t('posts.editInNewsroom')}
    >
      <Icon size={22}>
        <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
      </Icon>
    </Link>
  );
}

const headerActions = (post: PostDetail) => (
  <span className={styles.actions}>
    <EditInNewsroom post={post} />
    <ShareOutButton post={post} />
    <SharePostButton post={post} />
  </span>
);

// The chat message is a courtesy beside the push: a failure (chat down) leaves the comment posted.
const messageMentioned = (post: PostDetail, userIds: string[]) =>
  void sendMentions(post, userIds).catch((error: unknown) => console.warn('Mention message failed', error));

/** PostFeed with the chat's share and mention actions, and the newsroom's edit link: features meet here. */
export default function PostRoute() {
  return <PostPage headerActions={headerActions} onMentioned={messageMentioned} />;
}
