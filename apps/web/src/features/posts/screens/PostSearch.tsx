import { useId, useMemo, useState } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { useSearchPosts } from '../api/search-posts.ts';
import { PostList } from '../components/PostList.tsx';
import styles from './PostSearch.module.css';

/** SPEC §9: the search waits for typing to pause this long. */
const SEARCH_DEBOUNCE_MS = 200;

/** Explorer's Contenus: search as you type; each new search starts a new list. */
export function PostSearch() {
  const t = useT();
  const inputId = useId();
  const [text, setText] = useState('');
  const query = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const results = useSearchPosts(query);
  const terms = useMemo(() => query.split(/\s+/).filter(Boolean), [query]);
  return (
    <div>
      <search className={styles.form}>
        <label className="visually-hidden" htmlFor={inputId}>
          {t('search.label')}
        </label>
        <input
          id={inputId}
          className={styles.input}
          type="search"
          value={text}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
      </search>
      <PostList feed={results} terms={terms.length > 0 ? terms : undefined} />
    </div>
  );
}
