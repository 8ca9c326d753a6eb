import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import type { LetterGroup } from '../../../lib/alphabet.ts';
import { useT } from '../../../lib/i18n.ts';
import { AlphaList } from '../../../ui/AlphaList.tsx';
import { EmptyList, RetryList } from '../../../ui/ListState.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import type { NameSearch } from '../use-name-search.ts';
import styles from './ItemList.module.css';

/** The search bar's fixed height: it stays on top, and a letter jumped to lands just below it. */
const SEARCH_BAR_HEIGHT = 64;

interface ResultsProps<T> {
  items: UseQueryResult<Array<LetterGroup<T>>>;
  listLabel: string;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}

interface ItemListProps<T> extends ResultsProps<T> {
  nameSearch: NameSearch;
  searchLabel: string;
}

/** Explorer's contacts or entities: a search box above the alphabetical list of what matches. */
export function ItemList<T>({ nameSearch, searchLabel, ...results }: ItemListProps<T>) {
  const inputId = useId();
  return (
    <div>
      <search className={styles.search} style={{ height: SEARCH_BAR_HEIGHT }}>
        <label className="visually-hidden" htmlFor={inputId}>
          {searchLabel}
        </label>
        <input
          id={inputId}
          className={styles.input}
          type="search"
          value={nameSearch.text}
          placeholder={searchLabel}
          autoComplete="off"
          onChange={(event) => nameSearch.setText(event.target.value)}
        />
      </search>
      <Results {...results} />
    </div>
  );
}

function Results<T>({ items, listLabel, itemKey, renderItem }: ResultsProps<T>) {
  const t = useT();
  if (items.isPending) return <Spinner label={t('app.loading')} />;
  // A failed refresh keeps the results it had; only a search that never answered offers a retry.
  if (!items.data) return <RetryList onRetry={() => void items.refetch()} />;
  if (items.data.length === 0) return <EmptyList />;
  return (
    <AlphaList
      groups={items.data}
      renderItem={renderItem}
      itemKey={itemKey}
      label={listLabel}
      stickyTop={SEARCH_BAR_HEIGHT}
    />
  );
}
