import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUser, RouteBody, RouteResult } from '@vigie/contract';
import { api } from '../../../lib/api-client.ts';

export type NewAccount = RouteBody<'createAdminUser'>['user'];
export type AccountChanges = RouteBody<'updateAdminUser'>['user'];
export type CreatedAccount = RouteResult<'createAdminUser'>;
export type ResetLink = RouteResult<'adminResetLink'>;

/** Query keys of the accounts administration (docs/product.md §10.9.4); the journal reads names there. */
export const accountKeys = {
  all: ['admin-users'] as const,
  list: (search: string) => [...accountKeys.all, search] as const,
};

export const getAccountsQueryOptions = (search = '') =>
  queryOptions({
    queryKey: accountKeys.list(search),
    queryFn: ({ signal }): Promise<AdminUser[]> =>
      api('listAdminUsers', { query: { search: search || undefined } }, signal),
    // The rows stay while a search loads: a row's message or open confirmation would go with it.
    placeholderData: keepPreviousData,
  });

export const useAccounts = (search = '') => useQuery(getAccountsQueryOptions(search));

export const createAccount = (user: NewAccount): Promise<CreatedAccount> =>
  api('createAdminUser', { body: { user } });

export const changeAccount = (id: string, user: AccountChanges): Promise<AdminUser> =>
  api('updateAdminUser', { params: { id }, body: { user } });

export const signOutAccount = (id: string) => api('signOutAdminUser', { params: { id } });

export const newResetLink = (id: string): Promise<ResetLink> => api('adminResetLink', { params: { id } });
