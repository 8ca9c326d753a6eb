import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Account, UpdateUserBody } from '@vigie/contract';
import { userKeys } from '../../../lib/api/get-user.ts';
import { api } from '../../../lib/api-client.ts';
import { useStore } from '../../../lib/store.ts';

export type ProfileChanges = UpdateUserBody['user'];

interface ProfileUpdate {
  id: string;
  changes: ProfileChanges;
}

export const updateUser = ({ id, changes }: ProfileUpdate): Promise<Account> =>
  api('updateUser', { params: { id }, body: { user: changes } });

/** Saves the signed-in user's profile; the store and every cached copy of that user follow. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (updated) => {
      useStore.setState({ compte: updated });
      queryClient.setQueryData(userKeys.detail(updated.id), updated);
      // Not awaited: leaving the form must not wait for the colleague lists to reload.
      void queryClient.invalidateQueries({ queryKey: userKeys.lists() });
    },
  });
}
