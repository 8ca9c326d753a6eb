import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushSchedule } from '@vigie/contract';
import { api } from '../../../lib/api-client.ts';

const pushScheduleKey = ['settings', 'push-schedule'] as const;

const pushScheduleQueryOptions = queryOptions({
  queryKey: pushScheduleKey,
  queryFn: ({ signal }) => api('pushSchedule', {}, signal),
});

/** The reader's quiet hours and digest time (docs/product.md §2.15). */
export const usePushSchedule = () => useQuery(pushScheduleQueryOptions);

export function useSavePushSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (schedule: PushSchedule) => api('setPushSchedule', { body: schedule }),
    onSuccess: (saved) => queryClient.setQueryData(pushScheduleKey, saved),
  });
}
