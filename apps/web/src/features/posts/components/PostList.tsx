import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { MarkerTimeline, PostCard as Post } from '@vigie/contract';
import { Fragment, type ReactNode, startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { EmptyList, RetryList } from '../../../ui/ListState.tsx';
import { LoadMoreSentinel } from '../../../ui/LoadMoreSentinel.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useScrollRoot } from '../../../ui/scroll-root.ts';
import { useElement } from '../../../ui/use-element.ts';
import { type FeedPage, mergePages } from '../api/feed-query.ts';
import { useBookmarks } from '../api/get-bookmarks.ts';
import { MarkAllRead, NewSinceDivider, useDividerIndex } from '../markers/FeedMarkers.tsx';
import { useSeenPosts } from '../markers/use-seen-posts.ts';
import { NewPosts } from './NewPosts.tsx';
import { PostCard } from './PostCard.tsx';
import styles from './PostList.module.css';
import { useHeldBack } from './use-held-back.ts';

interface PostListProps {
  feed: UseInfiniteQueryResult<InfiniteData<FeedPage, unknown>>;
  terms?: readonly string[];
  /** Home's feeds and a followed item's briefing keep a read marker (docs/product.md §10.16). */
  timeline?: MarkerTimeline;
  /** What an empty feed shows, 'Aucun élément à afficher' by default. */
  empty?: ReactNode;
}

/**
 * A feed's posts with infinite loading, as an ARIA feed of articles: a failed page keeps what is shown
 * and offers a retry, and posts arriving on top wait behind a button.
 */
export function PostList({ feed, terms, timeline, empty = <EmptyList /> }: PostListProps) {
  const t = useT();
  const bookmarks = useBookmarks().data;
  const bookmarked = useMemo(() => new Set(bookmarks), [bookmarks]);
  const posts = useMemo(() => mergePages(feed.data?.pages ?? []), [feed.data]);
  const { shown: current, held, showHeld } = useHeldBack(posts);
  const shown = useCardsInPasses(current);
  const [list, listRef] = useElement<HTMLDivElement>();
  const root = useScrollRoot();
  useSeenPosts(list, shown, timeline);
  const seenFrom = useDividerIndex(shown, timeline);
  const focusNewTop = useFocusNewTop(list, shown[0]?.id, current[0]?.id);

  if (feed.isPending) return <Spinner label={t('app.loading')} />;
  if (feed.isError && posts.length === 0) return <RetryList onRetry={() => void feed.refetch()} />;
  if (posts.length === 0) return empty;

  const showNew = () => {
    showHeld();
    (root ?? document.scrollingElement)?.scrollTo({ top: 0 });
    focusNewTop();
  };
  const setsize = feed.hasNextPage ? -1 : current.length;
  return (
    <>
      <NewPosts count={held} onShow={showNew} />
      {timeline ? <MarkAllRead timeline={timeline} posts={posts} /> : null}
      <div ref={listRef} className={styles.list} role="feed" aria-busy={feed.isFetching}>
        {shown.map((post, index) => (
          <Fragment key={post.id}>
            {index === seenFrom ? <NewSinceDivider /> : null}
            <PostCard
              post={post}
              bookmarked={bookmarked.has(post.id)}
              terms={terms}
              posinset={index + 1}
              setsize={setsize}
            />
          </Fragment>
        ))}
      </div>
      {feed.isFetchNextPageError ? <RetryList onRetry={() => void feed.fetchNextPage()} /> : null}
      {feed.isFetchingNextPage ? <Spinner label={t('posts.loadingMore')} /> : null}
      <LoadMoreSentinel
        enabled={
          shown.length === current.length &&
          feed.hasNextPage &&
          !feed.isFetching &&
          !feed.isFetchNextPageError
        }
        onVisible={() => void feed.fetchNextPage()}
      />
    </>
  );
}

/**
 * Once the posts held back are let in, the focus goes to the newest card, as soon as it is drawn: a new
 * list renders in a deferred pass, after which the first card may still be the one read before.
 */
function useFocusNewTop(list: HTMLDivElement | null, drawnTop: string | undefined, top: string | undefined) {
  const wanted = useRef(false);
  useEffect(() => {
    if (!wanted.current || drawnTop !== top) return;
    wanted.current = false;
    list?.querySelector<HTMLElement>(':scope > article')?.focus();
  }, [list, drawnTop, top]);
  return () => {
    wanted.current = true;
  };
}

/** How many cards a screen shows at once: they render first, the rest of a page a few at a time. */
const CARDS_PER_PASS = 4;

/**
 * The posts to render now: the first cards at once, then the others a few more in each background pass
 * React can interrupt. A page of cards drawn in one pass committed its 20 cards, and laid them out, in
 * one long task, whether it came with the list (Home's first page, fetched from the HTML) or later.
 */
function useCardsInPasses(posts: Post[]): Post[] {
  const [drawn, setDrawn] = useState(CARDS_PER_PASS);
  useEffect(() => {
    if (drawn < posts.length) startTransition(() => setDrawn(drawn + CARDS_PER_PASS));
  }, [drawn, posts.length]);
  return useMemo(() => (drawn >= posts.length ? posts : posts.slice(0, drawn)), [posts, drawn]);
}
