import type { NewsroomPost } from '@vigie/contract';
import { useNavigate, useParams } from 'react-router';
import { useStore } from '../../../lib/store.ts';
import { Screen } from '../../../ui/Screen.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useNewsroomPost } from '../api/newsroom-posts.ts';
import { PostEditor } from '../components/PostEditor.tsx';
import { PostsPanel } from '../components/PostsPanel.tsx';
import { useNewsroomT } from '../i18n.ts';
import styles from './Redaction.module.css';

export const REDACTION_ROOT = '/app/redaction';

/** Editors and admins write in the newsroom (docs/product.md §6.5). */
export const canEdit = (role: string | undefined) => role === 'editor' || role === 'admin';

/** docs/product.md §2.19 Rédaction: the posts beside the editor (≥1024 px), stacked on a phone. */
export default function Redaction() {
  const t = useNewsroomT();
  const role = useStore((s) => s.compte?.role);
  const { postId } = useParams();
  const navigate = useNavigate();
  const post = useNewsroomPost(postId);
  const opened = (created: NewsroomPost) => navigate(`${REDACTION_ROOT}/${created.id}`, { replace: true });

  if (!canEdit(role))
    return (
      <Screen title={t('screens.redaction')}>
        <p>{t('redaction.forbidden')}</p>
      </Screen>
    );

  return (
    <Screen title={t('screens.redaction')}>
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
    </Screen>
  );
}
