import { useMemo, useState } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { SearchBox } from '../../../ui/SearchBox.tsx';
import { useSearchPosts } from '../api/search-posts.ts';
import { FollowSearch } from '../components/FollowSearch.tsx';
import { PostList } from '../components/PostList.tsx';

/** docs/product.md §9: the search waits for typing to pause this long. */
const SEARCH_DEBOUNCE_MS = 200;

/** Explorer's Contenus: search as you type; each new search starts a new list. */
export function PostSearch() {
  const t = useT();
  const [text, setText] = useState('');
  const query = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const results = useSearchPosts(query);
  const terms = useMemo(() => query.split(/\s+/).filter(Boolean), [query]);
  return (
    <div>
      <SearchBox label={t('search.label')} value={text} onChange={setText} />
      {/[\p{L}\p{N}]/u.test(query) ? <FollowSearch query={query} /> : null}
      <PostList feed={results} terms={terms.length > 0 ? terms : undefined} />
    </div>
  );
}
