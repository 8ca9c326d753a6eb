import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { useOnline } from '../../../lib/online.ts';
import { Icon } from '../../../ui/icons.tsx';
import type { FocusItem } from '../api/focus-lists.ts';
import { poiKeys } from '../api/keys.ts';
import styles from './SavedSearchRow.module.css';

/** A saved search as MyFocus names it: the query, and its post type when it has one. */
export function SavedSearchName({ item }: { item: FocusItem }) {
  const t = useT();
  return (
    <span className={styles.name}>
      {t('savedSearch.name', { query: item.name })}
      {item.postType ? (
        <span className={styles.type}> · {t(`postType.${item.postType}`, { count: 1 })}</span>
      ) : null}
    </span>
  );
}

/** Deletes a saved search at once (not a pending edit: nothing could show it again to undo). */
export function DeleteSavedSearch({ item }: { item: FocusItem }) {
  const t = useT();
  const online = useOnline();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => api('deleteSavedSearch', { params: { id: item.id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: poiKeys.focusList('search') }),
  });
  return (
    <button
      type="button"
      className={styles.delete}
      disabled={!online || remove.isPending}
      onClick={() => remove.mutate()}
      aria-label={t('savedSearch.delete', { query: item.name })}
    >
      <Icon size={22}>
        <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />
      </Icon>
    </button>
  );
}
