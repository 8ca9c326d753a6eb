import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommentPart } from '@vigie/contract';
import { api } from '../../../lib/api-client.ts';
import { postKeys } from './keys.ts';

export const addComment = (postId: string, body: CommentPart[]) =>
  api('addComment', { body: { post_comment: { post_id: postId, body } } });

/** The post page shows the new comment, and the feeds' cards their new count. */
export function useAddComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CommentPart[]) => addComment(postId, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: postKeys.feeds() });
      // Awaited so the box clears when the comment shows in the list, not before.
      return queryClient.invalidateQueries({ queryKey: postKeys.detail(postId) });
    },
  });
}
