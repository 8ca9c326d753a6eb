import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useStackPath } from '../../../app/stacks.ts';
import { useT } from '../../../lib/i18n.ts';
import { AppHeader } from '../../../ui/AppHeader.tsx';
import { FilterIcon } from '../../../ui/feed-icons.tsx';
import layout from '../../../ui/layout.module.css';
import { SwipeTabs } from '../../../ui/SwipeTabs.tsx';
import { useFocusFeed } from '../api/get-focus-feed.ts';
import { useNormalFeed } from '../api/get-normal-feed.ts';
import { postKeys } from '../api/keys.ts';
import { PostList } from '../components/PostList.tsx';
import styles from './Home.module.css';

/** Home: 'Derniers Contenus' and 'Mes focus', reloaded each time the screen is shown (SPEC §2). */
export function Home() {
  const t = useT();
  const path = useStackPath();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState('latest');
  // Read before the feeds subscribe: only feeds already in the cache need the reload on return.
  const [cached] = useState(() => queryClient.getQueryData(postKeys.feed('normal')) !== undefined);
  const normal = useNormalFeed();
  const focus = useFocusFeed();

  useEffect(() => {
    if (!cached) return;
    void queryClient.resetQueries({ queryKey: postKeys.feed('focus') });
    void queryClient.invalidateQueries({ queryKey: postKeys.feed('normal') });
  }, [cached, queryClient]);

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
        onChange={setTab}
        tabs={[
          { id: 'latest', title: t('screens.latest'), content: <PostList feed={normal} /> },
          { id: 'focus', title: t('screens.myFocus'), content: <PostList feed={focus} /> },
        ]}
      />
    </div>
  );
}
