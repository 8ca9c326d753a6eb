import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ItemType, PostType, Trends } from '@vigie/contract';
import { api } from '../../../lib/api-client.ts';
import type { PublicationDays } from '../../../lib/store.ts';

/** One row of a Trends tab, whatever the kind of item. */
export interface TrendItem {
  type: ItemType;
  id: string;
  name: string;
  /** Contacts and entities have a picture, maybe not set; themes have none. */
  img?: string | null;
  confidential?: boolean;
  total: number;
  counts: Record<PostType, number>;
}

export type TrendLists = Record<ItemType, TrendItem[]>;

export const trendKeys = {
  period: (days: PublicationDays) => ['trends', days] as const,
};

type Trend = Trends[ItemType][number];
type Extra = Pick<TrendItem, 'img' | 'confidential'>;

const row = (type: ItemType, { id, total_counts, counts }: Trend, name: string, extra: Extra): TrendItem => ({
  type,
  id,
  name,
  ...extra,
  total: total_counts,
  counts,
});

const mostCitedFirst = (items: TrendItem[]) => items.sort((a, b) => b.total - a.total);

const toTrendLists = ({ contact, entity, theme }: Trends): TrendLists => ({
  contact: mostCitedFirst(
    contact.map((c) => row('contact', c, `${c.firstname} ${c.lastname}`, { img: c.img })),
  ),
  entity: mostCitedFirst(entity.map((e) => row('entity', e, e.name, { img: e.img }))),
  theme: mostCitedFirst(theme.map((th) => row('theme', th, th.item, { confidential: th.confidential }))),
});

/** The items most cited over the last 1, 7 or 30 days. */
export const getTrendsQueryOptions = (days: PublicationDays) =>
  queryOptions({
    queryKey: trendKeys.period(days),
    queryFn: ({ signal }) => api('trends', { query: { days: `${days}` } }, signal),
    staleTime: 60_000,
  });

/** Each kind of item as rows, the most cited first. */
export const useTrends = (days: PublicationDays) =>
  useQuery({ ...getTrendsQueryOptions(days), select: toTrendLists });
