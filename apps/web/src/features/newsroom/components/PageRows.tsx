import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { EmptyList, RetryList } from '../../../ui/ListState.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useNewsroomT } from '../i18n.ts';
import styles from './Admin.module.css';

interface PageRowsProps<T> {
  page: UseQueryResult<{ data: T[]; cursor: string | false }>;
  /** The list's first page says when there is nothing at all. */
  first: boolean;
  row: (item: T) => ReactNode;
  /** The page after this one, rendered below it once asked for. */
  next: (cursor: string) => ReactNode;
  moreLabel: string;
}

/** One page of a keyset list as list items: its rows, then a button that brings the next page after them. */
export function PageRows<T>({ page, first, row, next, moreLabel }: PageRowsProps<T>) {
  const t = useNewsroomT();
  const [more, setMore] = useState(false);
  const wrap = (content: ReactNode) => <li>{content}</li>;
  if (page.isPending) return wrap(<Spinner label={t('app.loading')} />);
  if (page.isError) return wrap(<RetryList onRetry={() => void page.refetch()} />);
  const { data, cursor } = page.data;
  if (first && data.length === 0) return wrap(<EmptyList />);
  return (
    <>
      {data.map(row)}
      {cursor !== false && more ? next(cursor) : null}
      {cursor !== false && !more
        ? wrap(
            <button type="button" className={styles.secondary} onClick={() => setMore(true)}>
              {moreLabel}
            </button>,
          )
        : null}
    </>
  );
}
