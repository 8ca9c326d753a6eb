import { useT } from '../../../lib/i18n.ts';
import { Screen } from '../../../ui/Screen.tsx';
import { useBookmarkFeed } from '../api/get-bookmark-feed.ts';
import { PostList } from '../components/PostList.tsx';

/** 'Mes signets': the bookmarked posts, most recently bookmarked first, loaded a page at a time. */
export function Bookmarks() {
  const t = useT();
  return (
    <Screen title={t('screens.bookmarks')}>
      <PostList feed={useBookmarkFeed()} />
    </Screen>
  );
}
