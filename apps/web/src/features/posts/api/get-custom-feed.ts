import { useInfiniteQuery } from '@tanstack/react-query';
import type { CustomFeedFilter, PostType } from '@vigie/contract';
import { api } from '../../../lib/api-client.ts';
import { feedQueryOptions } from './feed-query.ts';
import { postKeys } from './keys.ts';

export interface CustomFeedSelection {
  contacts?: string[];
  entities?: string[];
  themes?: string[];
  types?: PostType[];
}

/** Every list present and sorted, in a fixed key order: the same selection always gives the same text. */
const normalise = ({ contacts = [], entities = [], themes = [], types = [] }: CustomFeedSelection) =>
  ({
    contacts: [...contacts].sort(),
    entities: [...entities].sort(),
    themes: [...themes].sort(),
    types: [...types].sort(),
  }) satisfies CustomFeedFilter;

/** The posts citing any of the chosen contacts, entities or themes, of the chosen types (all when none). */
export function getCustomFeedQueryOptions(selection: CustomFeedSelection) {
  const query = JSON.stringify(normalise(selection));
  return feedQueryOptions(postKeys.feed('custom', query), (cursor, signal) =>
    api('customFeed', { query: { query, cursor } }, signal),
  );
}

export const useCustomFeed = (selection: CustomFeedSelection) =>
  useInfiniteQuery(getCustomFeedQueryOptions(selection));
