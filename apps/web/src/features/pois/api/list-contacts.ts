import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactSummary } from '@vigie/contract';
import { groupByLetter } from '../../../lib/alphabet.ts';
import { api } from '../../../lib/api-client.ts';
import { poiKeys } from './keys.ts';

/** Contacts file under their last name, then their first name. */
const byLastName = (contacts: ContactSummary[]) =>
  groupByLetter(contacts, ({ lastname, firstname }) => `${lastname} ${firstname}`);

/** Every contact matching the search (all of them when it is empty), in one answer. */
export const getContactsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: poiKeys.contacts(search),
    queryFn: ({ signal }) => api('listContacts', { query: { search } }, signal),
    staleTime: 5 * 60_000,
  });

/** The matching contacts by letter; the previous results stay shown while a new search loads. */
export const useContacts = (search: string) =>
  useQuery({ ...getContactsQueryOptions(search), select: byLastName, placeholderData: keepPreviousData });
