import { useMutation } from '@tanstack/react-query';
import type { PostType } from '@vigie/contract';
import { useId, useState } from 'react';
import { api } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { useOnline } from '../../../lib/online.ts';
import styles from './FollowSearch.module.css';

const TYPES: readonly PostType[] = ['news', 'synthese', 'memo'];

/**
 * "Suivre cette recherche": saves the query, with an optional type, as a followed item whose matches join
 * the focus feed (docs/product.md §2.12). Saving again changes nothing; a new query can be followed anew.
 */
export function FollowSearch({ query }: { query: string }) {
  const t = useT();
  const online = useOnline();
  const typeId = useId();
  const [type, setType] = useState<PostType | ''>('');
  const follow = useMutation({
    mutationFn: (search: { query: string; type: PostType | null }) =>
      api('createSavedSearch', { body: { saved_search: search } }),
  });
  const followed =
    follow.isSuccess && follow.variables.query === query && follow.variables.type === (type || null);
  return (
    <div className={styles.bar}>
      <label className="visually-hidden" htmlFor={typeId}>
        {t('savedSearch.type')}
      </label>
      <select id={typeId} value={type} onChange={(event) => setType(event.target.value as PostType | '')}>
        <option value="">{t('savedSearch.allTypes')}</option>
        {TYPES.map((value) => (
          <option key={value} value={value}>
            {t(`postType.${value}`, { count: 1 })}
          </option>
        ))}
      </select>
      <button
        type="button"
        className={styles.follow}
        disabled={!online || follow.isPending || followed}
        onClick={() => follow.mutate({ query, type: type || null })}
      >
        {t(followed ? 'savedSearch.followed' : 'savedSearch.follow')}
      </button>
      <p role="status" className={styles.status}>
        {follow.isError ? t('savedSearch.failed') : ''}
      </p>
    </div>
  );
}
