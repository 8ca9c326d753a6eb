import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useAfterFirstPaint } from '../../../lib/after-first-paint.ts';
import { useT } from '../../../lib/i18n.ts';
import { onSignOut } from '../../../lib/session.ts';
import { useStackPath } from '../../../lib/stacks.ts';
import { AppHeader } from '../../../ui/AppHeader.tsx';
import { FilterIcon } from '../../../ui/feed-icons.tsx';
import layout from '../../../ui/layout.module.css';
import { SwipeTabs } from '../../../ui/SwipeTabs.tsx';
import { forgetScroll } from '../../../ui/tab-memory.ts';
import { UnreadBadge } from '../../../ui/UnreadBadge.tsx';
import { mergePages } from '../api/feed-query.ts';
import { useFocusFeed } from '../api/get-focus-feed.ts';
import { useNormalFeed } from '../api/get-normal-feed.ts';
import { postKeys } from '../api/keys.ts';
import { PostList } from '../components/PostList.tsx';
import { markerKeys, useUnreadCounts } from '../markers/use-markers.ts';
import styles from './Home.module.css';

export const HOME_TABS = 'home';
let shownBefore = false;
onSignOut(() => {
  shownBefore = false;
});

interface HomeProps {
  /** What an empty focus feed offers instead (docs/product.md §2.11.1), given how to reload the feed. */
  focusEmpty?: (reload: () => void) => ReactNode;
}

/** Home: 'Derniers Contenus' and 'Mes focus', reloaded each time it is shown (docs/product.md §2.7). */
export function Home({ focusEmpty }: HomeProps) {
  const t = useT();
  const path = useStackPath();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState('latest');
  // Before the panels mount: the focus feed starts over, so its panel opens at the top.
  useState(() => shownBefore && forgetScroll(HOME_TABS, 'focus'));
  const normal = useNormalFeed();
  // The other tab, shown only by its unread count at first, loads once the first cards are painted.
  const focus = useFocusFeed(useAfterFirstPaint());
  const normalPosts = useMemo(() => mergePages(normal.data?.pages ?? []), [normal.data]);
  const focusPosts = useMemo(() => mergePages(focus.data?.pages ?? []), [focus.data]);
  const unread = useUnreadCounts({ home: normalPosts, focus: focusPosts });

  useEffect(() => {
    // The first showing fetches anyway; every later one reloads (docs/product.md §2.7).
    if (!shownBefore) {
      shownBefore = true;
      return;
    }
    void queryClient.resetQueries({ queryKey: postKeys.feed('focus') });
    void queryClient.invalidateQueries({ queryKey: postKeys.feed('normal') });
    void queryClient.invalidateQueries({ queryKey: markerKeys.of('home') });
  }, [queryClient]);

  const filter =
    tab === 'focus' ? (
      <Link className={styles.filter} to={path('my-focus')} aria-label={t('home.filterFocus')}>
        <FilterIcon />
      </Link>
    ) : null;

  return (
    <div className={layout.tabRoot}>
      <AppHeader title={t('screens.home')} actions={filter} />
      <SwipeTabs
        label={t('home.tabs')}
        memoryKey={HOME_TABS}
        lazy
        onChange={setTab}
        tabs={[
          {
            id: 'latest',
            title: t('screens.latest'),
            badge: <UnreadBadge count={unread.home} />,
            content: <PostList feed={normal} timeline="home" />,
          },
          {
            id: 'focus',
            title: t('screens.myFocus'),
            badge: <UnreadBadge count={unread.focus} />,
            content: (
              <PostList feed={focus} timeline="focus" empty={focusEmpty?.(() => void focus.refetch())} />
            ),
          },
        ]}
      />
    </div>
  );
}
