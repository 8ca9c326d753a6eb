import { useSearchParams } from 'react-router';
import { type PublicationDays, useStore } from '../../lib/store.ts';

/** The trends' publication periods, in days (docs/product.md §2.13). */
export const PERIODS: readonly PublicationDays[] = [1, 7, 30];

/** A trend feed's period: the one its link carries, else the one chosen on Trends. */
export function useLinkedPeriod(): PublicationDays {
  const linked = Number(useSearchParams()[0].get('days'));
  const chosen = useStore((state) => state.timeParution);
  return PERIODS.find((days) => days === linked) ?? chosen;
}
