import type { UseQueryResult } from '@tanstack/react-query';
import type { ItemType } from '@vigie/contract';
import { type ReactNode, useMemo } from 'react';
import type { LetterGroup } from '../../../lib/alphabet.ts';
import { useT } from '../../../lib/i18n.ts';
import { AlphaList } from '../../../ui/AlphaList.tsx';
import { EmptyList, RetryList } from '../../../ui/ListState.tsx';
import { SearchBox } from '../../../ui/SearchBox.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useActiveIds } from '../api/follow-item.ts';
import { useUpdateMode } from '../update-mode.ts';
import type { NameSearch } from '../use-name-search.ts';
import styles from './ItemList.module.css';

/** The search bar's fixed height: it stays on top, and a letter jumped to lands just below it. */
const SEARCH_BAR_HEIGHT = 64;

interface ResultsProps<T> {
  type: ItemType;
  items: UseQueryResult<Array<LetterGroup<T>>>;
  listLabel: string;
  /** The item's id: the list's key, and what the focus list knows the item by. */
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}

interface ItemListProps<T> extends ResultsProps<T> {
  nameSearch: NameSearch;
  searchLabel: string;
}

/** Explorer's contacts or entities: a search box above the alphabetical list of what matches. */
export function ItemList<T>({ nameSearch, searchLabel, ...results }: ItemListProps<T>) {
  return (
    <div>
      <SearchBox
        label={searchLabel}
        value={nameSearch.text}
        onChange={nameSearch.setText}
        className={styles.search}
        style={{ height: SEARCH_BAR_HEIGHT }}
      />
      <Results {...results} />
    </div>
  );
}

function Results<T>({ type, items, listLabel, itemKey, renderItem }: ResultsProps<T>) {
  const t = useT();
  const update = useUpdateMode();
  const activeOnly = update !== null && !update.showAll;
  const activeIds = useActiveIds(type, activeOnly);
  const groups = useMemo(() => {
    if (!items.data || !activeOnly) return items.data;
    return items.data
      .map(({ letter, items: inGroup }) => ({
        letter,
        items: inGroup.filter((item) => activeIds?.has(itemKey(item))),
      }))
      .filter((group) => group.items.length > 0);
  }, [items.data, activeOnly, activeIds, itemKey]);
  if (items.isPending) return <Spinner label={t('app.loading')} />;
  // A failed refresh keeps the results it had; only a search that never answered offers a retry.
  if (!groups) return <RetryList onRetry={() => void items.refetch()} />;
  if (groups.length === 0) return <EmptyList />;
  return (
    <AlphaList
      groups={groups}
      renderItem={renderItem}
      itemKey={itemKey}
      label={listLabel}
      stickyTop={SEARCH_BAR_HEIGHT}
    />
  );
}
