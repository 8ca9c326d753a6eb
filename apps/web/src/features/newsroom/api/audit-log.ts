import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteResult } from '@vigie/contract';
import { api } from '../../../lib/api-client.ts';

export type AuditPage = RouteResult<'auditLog'>;
export type AuditEntry = AuditPage['data'][number];

/** What the journal is narrowed to: a kind of target, or one target (docs/product.md §10.9.1). */
export interface AuditFilters {
  targetType?: string;
  targetId?: string;
}

/** One page of the log from `cursor`, a page per cursor as the posts list does. */
export const getAuditPageQueryOptions = (filters: AuditFilters, cursor?: string) =>
  queryOptions({
    queryKey: ['audit', filters, cursor ?? ''] as const,
    queryFn: ({ signal }): Promise<AuditPage> =>
      api(
        'auditLog',
        { query: { target_type: filters.targetType, target_id: filters.targetId, cursor } },
        signal,
      ),
  });

export const useAuditPage = (filters: AuditFilters, cursor?: string) =>
  useQuery(getAuditPageQueryOptions(filters, cursor));
