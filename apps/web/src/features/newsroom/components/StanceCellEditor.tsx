import type { Position, StanceCell } from '@vigie/contract';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { STANCE_SCALE, stanceLabel } from '../../../lib/stance-scale.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { type StanceItem, usePostMatches, useSetStance } from '../api/stances.ts';
import { useNewsroomT } from '../i18n.ts';
import { StanceHistory } from './StanceHistory.tsx';
import styles from './Stances.module.css';

interface Props {
  item: StanceItem;
  themeId: string;
  /** The theme's cell in the item's grid; absent while the item never had a stance there. */
  cell: StanceCell | undefined;
}

/** Changes one stance: the new position (or none), the post that justifies it, then its history. */
export function StanceCellEditor({ item, themeId, cell }: Props) {
  const t = useNewsroomT();
  const ids = { position: useId(), search: useId(), post: useId() };
  const [position, setPosition] = useState<Position | ''>(cell?.end_position ?? '');
  const [search, setSearch] = useState('');
  const [postId, setPostId] = useState('');
  const matches = usePostMatches(useDebounced(search.trim(), 300));
  const save = useSetStance();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      item_type: item.type,
      item_id: item.id,
      theme_id: themeId,
      position: position === '' ? null : position,
      post_id: postId === '' ? null : postId,
    });
  };

  return (
    <div className={styles.editor}>
      <form className={styles.form} onSubmit={submit}>
        <label htmlFor={ids.position}>{t('stances.position')}</label>
        <select
          id={ids.position}
          value={position}
          onChange={(event) => setPosition(event.target.value as Position | '')}
        >
          <option value="">{t('stances.clear')}</option>
          {STANCE_SCALE.map((value) => (
            <option key={value} value={value}>
              {t(stanceLabel(value))}
            </option>
          ))}
        </select>
        <label htmlFor={ids.search}>{t('stances.postSearch')}</label>
        <input
          id={ids.search}
          type="search"
          autoComplete="off"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <label htmlFor={ids.post}>{t('stances.post')}</label>
        <select id={ids.post} value={postId} onChange={(event) => setPostId(event.target.value)}>
          <option value="">{t('stances.noPost')}</option>
          {(matches.data?.data ?? []).map((post) => (
            <option key={post.id} value={post.id}>
              {post.title}
            </option>
          ))}
        </select>
        <button type="submit" className={styles.save} disabled={save.isPending}>
          {t('stances.save')}
        </button>
        {save.isSuccess ? <p role="status">{t('stances.saved')}</p> : null}
        {save.isError ? (
          <p role="alert">
            {t('stances.failed', { message: save.error instanceof ApiError ? save.error.message : '' })}
          </p>
        ) : null}
      </form>
      <StanceHistory history={cell?.history ?? []} />
    </div>
  );
}
