import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { PostCard as Post } from '@vigie/contract';
import { useDeferredValue, useMemo } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { EmptyList, RetryList } from '../../../ui/ListState.tsx';
import { LoadMoreSentinel } from '../../../ui/LoadMoreSentinel.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { type FeedPage, mergePages } from '../api/feed-query.ts';
import { useBookmarks } from '../api/get-bookmarks.ts';
import { PostCard } from './PostCard.tsx';
import styles from './PostList.module.css';

interface PostListProps {
  feed: UseInfiniteQueryResult<InfiniteData<FeedPage, unknown>>;
  terms?: readonly string[];
}

/** A feed's posts with infinite loading: a failed page keeps what is shown and offers a retry. */
export function PostList({ feed, terms }: PostListProps) {
  const t = useT();
  const bookmarks = useBookmarks().data;
  const bookmarked = useMemo(() => new Set(bookmarks), [bookmarks]);
  const posts = useMemo(() => mergePages(feed.data?.pages ?? []), [feed.data]);
  const shown = useFirstCardsFirst(posts);

  if (feed.isPending) return <Spinner label={t('app.loading')} />;
  if (feed.isError && posts.length === 0) return <RetryList onRetry={() => void feed.refetch()} />;
  if (posts.length === 0) return <EmptyList />;

  return (
    <>
      <div className={styles.list}>
        {shown.map((post) => (
          <PostCard key={post.id} post={post} bookmarked={bookmarked.has(post.id)} terms={terms} />
        ))}
      </div>
      {feed.isFetchNextPageError ? <RetryList onRetry={() => void feed.fetchNextPage()} /> : null}
      {feed.isFetchingNextPage ? <Spinner label={t('posts.loadingMore')} /> : null}
      <LoadMoreSentinel
        enabled={shown === posts && feed.hasNextPage && !feed.isFetching && !feed.isFetchNextPageError}
        onVisible={() => void feed.fetchNextPage()}
      />
    </>
  );
}

/** How many cards a screen shows at once: they render first, the rest of a page in the background. */
const FIRST_CARDS = 4;

/**
 * The posts to render now. A new page renders in a background pass React can interrupt, so a page of
 * cards never blocks the main thread in one long task; the first cards of a feed do not wait for it.
 */
function useFirstCardsFirst(posts: Post[]): Post[] {
  const deferred = useDeferredValue(posts);
  return deferred.length >= Math.min(posts.length, FIRST_CARDS) ? deferred : posts.slice(0, FIRST_CARDS);
}
