import type { PostStatus, PostType } from '@vigie/contract';
import { useId, useState } from 'react';
import { NavLink } from 'react-router';
import { useUsers } from '../../../lib/api/list-users.ts';
import { dateTime } from '../../../lib/format.ts';
import { useStore } from '../../../lib/store.ts';
import { Avatar } from '../../../ui/Avatar.tsx';
import { ConfidentialLock } from '../../../ui/ConfidentialLock.tsx';
import { EmptyList, RetryList } from '../../../ui/ListState.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { TypeLabel } from '../../../ui/TypeLabel.tsx';
import type { NewsroomFilters } from '../api/keys.ts';
import { useNewsroomPosts } from '../api/newsroom-posts.ts';
import { useNewsroomT } from '../i18n.ts';
import { POST_TYPES } from './PostEditor.tsx';
import styles from './PostsPanel.module.css';

const STATUSES: PostStatus[] = ['draft', 'scheduled', 'published', 'retracted'];

/** docs/product.md §2.19: the newsroom's posts in every state, filtered by status, type, author and text. */
export function PostsPanel({ root }: { root: string }) {
  const t = useNewsroomT();
  const searchId = useId();
  const users = useUsers();
  const [status, setStatus] = useState<PostStatus | undefined>(undefined);
  const [type, setType] = useState<PostType | undefined>(undefined);
  const [author, setAuthor] = useState<string | undefined>(undefined);
  const [query, setQuery] = useState('');
  const filters: NewsroomFilters = { status, type, author, query: query.trim() || undefined };

  return (
    <section className={styles.panel} aria-label={t('redaction.posts')}>
      <NavLink to={root} end className={styles.new}>
        {t('redaction.newDraft')}
      </NavLink>
      <fieldset className={styles.statuses}>
        <legend className="visually-hidden">{t('redaction.filterStatus')}</legend>
        {[undefined, ...STATUSES].map((value) => (
          <button
            key={value ?? 'all'}
            type="button"
            aria-pressed={status === value}
            className={styles.chip}
            onClick={() => setStatus(value)}
          >
            {value ? t(`redaction.statuses.${value}`) : t('redaction.all')}
          </button>
        ))}
      </fieldset>
      <FilterSelect
        label={t('redaction.type')}
        all={t('redaction.allTypes')}
        value={type}
        options={POST_TYPES.map((value) => [value, t(`postType.${value}`, { count: 1 })])}
        onChange={(value) => setType(value as PostType | undefined)}
      />
      <FilterSelect
        label={t('redaction.author')}
        all={t('redaction.allAuthors')}
        value={author}
        options={(users.data ?? []).map((user) => [user.id, `${user.firstname} ${user.lastname}`])}
        onChange={setAuthor}
      />
      <label htmlFor={searchId} className={styles.label}>
        {t('redaction.search')}
      </label>
      <input
        id={searchId}
        className={styles.field}
        type="search"
        autoComplete="off"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <ul className={styles.list}>
        <PostsPage key={JSON.stringify(filters)} filters={filters} root={root} first />
      </ul>
    </section>
  );
}

/** A filter of the list: every value (`all`, undefined) or one of `options`, as [value, label]. */
function FilterSelect(props: {
  label: string;
  all: string;
  value: string | undefined;
  options: [string, string][];
  onChange: (value: string | undefined) => void;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={styles.label}>
        {props.label}
      </label>
      <select
        id={id}
        className={styles.field}
        value={props.value ?? ''}
        onChange={(e) => props.onChange(e.target.value || undefined)}
      >
        <option value="">{props.all}</option>
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </>
  );
}

/** One page of the list; its last row offers the next page, which renders after it. */
function PostsPage({
  filters,
  root,
  cursor,
  first = false,
}: {
  filters: NewsroomFilters;
  root: string;
  cursor?: string;
  first?: boolean;
}) {
  const t = useNewsroomT();
  const lang = useStore((s) => s.lang);
  const page = useNewsroomPosts(filters, cursor);
  const [more, setMore] = useState(false);
  if (page.isPending)
    return (
      <li>
        <Spinner label={t('app.loading')} />
      </li>
    );
  if (page.isError)
    return (
      <li>
        <RetryList onRetry={() => void page.refetch()} />
      </li>
    );
  const next = page.data.cursor;
  return (
    <>
      {first && page.data.data.length === 0 ? (
        <li>
          <EmptyList />
        </li>
      ) : null}
      {page.data.data.map((post) => (
        <li key={post.id}>
          <NavLink to={`${root}/${post.id}`} className={styles.row}>
            <span className={styles.title}>
              {post.confidential ? <ConfidentialLock /> : null}
              {post.title || t('redaction.untitled')}
            </span>
            <span className={styles.meta}>
              <TypeLabel type={post.type} />
              <span>{t(`redaction.state.${post.status}`)}</span>
              <span>{dateTime(new Date(post.publish_date), lang, 'short')}</span>
              {post.author ? (
                <span className={styles.author}>
                  <Avatar
                    src={post.author.img}
                    name={`${post.author.firstname} ${post.author.lastname}`}
                    size={20}
                  />
                  {post.author.firstname} {post.author.lastname}
                </span>
              ) : null}
            </span>
          </NavLink>
        </li>
      ))}
      {next !== false && more ? <PostsPage filters={filters} root={root} cursor={next} /> : null}
      {next !== false && !more ? (
        <li>
          <button type="button" className={styles.chip} onClick={() => setMore(true)}>
            {t('redaction.more')}
          </button>
        </li>
      ) : null}
    </>
  );
}
