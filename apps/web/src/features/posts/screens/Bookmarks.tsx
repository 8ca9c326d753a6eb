import { useQueries } from '@tanstack/react-query';
import { useT } from '../../../lib/i18n.ts';
import { EmptyList, RetryList } from '../../../ui/ListState.tsx';
import { Screen } from '../../../ui/Screen.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useBookmarks } from '../api/get-bookmarks.ts';
import { getPostQueryOptions } from '../api/get-post.ts';
import { PostCard } from '../components/PostCard.tsx';
import list from '../components/PostList.module.css';

/** 'Mes signets': the bookmarked posts, most recently bookmarked first. */
export function Bookmarks() {
  const t = useT();
  const ids = useBookmarks();
  const posts = useQueries({ queries: (ids.data ?? []).map((id) => getPostQueryOptions(id)) });
  // A post that became unreadable (deleted, or its access withdrawn) simply leaves the list.
  const loaded = posts.flatMap((post) => (post.data ? [post.data] : []));
  const loading = ids.isPending || posts.some((post) => post.isPending);

  return (
    <Screen title={t('screens.bookmarks')}>
      {loaded.length > 0 ? (
        <div className={list.list}>
          {loaded.map((post) => (
            <PostCard key={post.id} post={post} bookmarked />
          ))}
        </div>
      ) : null}
      {loading ? <Spinner label={t('app.loading')} /> : null}
      {ids.isError ? <RetryList onRetry={() => void ids.refetch()} /> : null}
      {!loading && !ids.isError && loaded.length === 0 ? <EmptyList /> : null}
    </Screen>
  );
}
