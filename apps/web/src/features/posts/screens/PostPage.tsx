import type { PostDetail } from '@vigie/contract';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useT } from '../../../lib/i18n.ts';
import { LoadError } from '../../../ui/ListState.tsx';
import { Screen } from '../../../ui/Screen.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { usePost } from '../api/get-post.ts';
import { CommentBox } from '../comments/CommentBox.tsx';
import { CommentList } from '../comments/CommentList.tsx';
import { UnsentDraft } from '../comments/QueuedComments.tsx';
import { PostBody } from '../components/PostBody.tsx';
import styles from './PostPage.module.css';

interface PostPageProps {
  /** The header's actions: sharing by chat, editing for the newsroom (composed in app/PostRoute.tsx). */
  headerActions?: (post: PostDetail) => ReactNode;
  /** Whom a comment just sent mentions, for the chat to message them. */
  onMentioned?: (post: PostDetail, userIds: string[]) => void;
}

/** PostFeed: one post in full, its comments and the comment box (docs/product.md §2.8). */
export default function PostPage({ headerActions, onMentioned }: PostPageProps) {
  const t = useT();
  const { postId = '' } = useParams();
  const [search] = useSearchParams();
  const post = usePost(postId);
  const title = t(`postType.${post.data?.type ?? 'news'}`, { count: 1 });

  if (post.isPending)
    return (
      <Screen title={title}>
        <Spinner label={t('app.loading')} />
      </Screen>
    );
  if (post.isError)
    return (
      <Screen title={title}>
        <LoadError error={post.error} />
        <UnsentDraft postId={postId} />
      </Screen>
    );
  const shown = post.data;
  return (
    <Screen title={title} actions={headerActions?.(shown)}>
      <PostBody post={shown} />
      <section className={styles.comments}>
        <CommentList comments={post.data.comments} />
        <CommentBox
          postId={post.data.id}
          postTitle={post.data.title}
          confidential={post.data.confidential}
          autoFocus={search.get('focus_comment') === 'true'}
          onMentioned={onMentioned && ((userIds) => onMentioned(shown, userIds))}
        />
      </section>
    </Screen>
  );
}
