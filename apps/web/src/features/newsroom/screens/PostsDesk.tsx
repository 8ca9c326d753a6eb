import type { NewsroomPost } from '@vigie/contract';
import { useNavigate, useParams } from 'react-router';
import { REDACTION_ROOT } from '../../../lib/roles.ts';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useNewsroomPost } from '../api/newsroom-posts.ts';
import { PostEditor } from '../components/PostEditor.tsx';
import { PostsPanel } from '../components/PostsPanel.tsx';
import { useNewsroomT } from '../i18n.ts';
import styles from './PostsDesk.module.css';

/** docs/product.md §2.19 Rédaction: the posts beside the editor (≥1024 px), stacked on a phone. */
export function PostsDesk() {
  const t = useNewsroomT();
  const { postId } = useParams();
  const navigate = useNavigate();
  const post = useNewsroomPost(postId);
  const opened = (created: NewsroomPost) => navigate(`${REDACTION_ROOT}/${created.id}`, { replace: true });

  return (
    <div className={styles.layout}>
      <PostsPanel root={REDACTION_ROOT} />
      <div className={styles.editor}>
        {postId === undefined ? <PostEditor key="new" onCreated={opened} /> : null}
        {postId !== undefined && post.data ? (
          <PostEditor key={post.data.id} post={post.data} onCreated={opened} />
        ) : null}
        {postId !== undefined && post.isPending ? <Spinner label={t('app.loading')} /> : null}
        {postId !== undefined && post.isError ? <p role="alert">{t('app.error')}</p> : null}
      </div>
    </div>
  );
}
