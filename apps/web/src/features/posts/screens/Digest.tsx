import type { DigestGroup } from '@vigie/contract';
import { useId, useMemo } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { RetryList } from '../../../ui/ListState.tsx';
import { Screen } from '../../../ui/Screen.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useBookmarks } from '../api/get-bookmarks.ts';
import { useDigest } from '../api/get-digest.ts';
import { PostCard } from '../components/PostCard.tsx';
import list from '../components/PostList.module.css';
import styles from './Digest.module.css';

/** Digest (`/app/digest`): the last day's focus posts, grouped by followed item (docs/product.md §2.21). */
export default function Digest() {
  const t = useT();
  const digest = useDigest();
  return (
    <Screen title={t('digest.title')}>
      {digest.isPending ? <Spinner label={t('app.loading')} /> : null}
      {digest.isError ? <RetryList onRetry={() => void digest.refetch()} /> : null}
      {digest.data?.groups.length === 0 ? <p className={styles.empty}>{t('digest.empty')}</p> : null}
      {digest.data?.groups.map((group) => (
        <Group key={`${group.kind}-${group.id}`} group={group} />
      ))}
    </Screen>
  );
}

function Group({ group }: { group: DigestGroup }) {
  const t = useT();
  const headingId = useId();
  const bookmarks = useBookmarks().data;
  const bookmarked = useMemo(() => new Set(bookmarks), [bookmarks]);
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {group.kind === 'search' ? t('digest.search', { query: group.name }) : group.name}
      </h2>
      <div className={list.list}>
        {group.posts.map((post) => (
          <PostCard key={post.id} post={post} bookmarked={bookmarked.has(post.id)} />
        ))}
      </div>
    </section>
  );
}
