import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { showNotice } from '../../../lib/notices.ts';
import { postKeys } from './keys.ts';

interface BookmarkChange {
  postId: string;
  bookmarked: boolean;
}

export const setBookmark = ({ postId, bookmarked }: BookmarkChange) =>
  api('setBookmark', { params: { id: postId, flag: bookmarked ? 'set' : 'unset' } });

const apply = (ids: string[] | undefined, { postId, bookmarked }: BookmarkChange) => {
  const others = (ids ?? []).filter((id) => id !== postId);
  return bookmarked ? [postId, ...others] : others;
};

/** The icon flips at once; if the server refuses, it flips back and says so (docs/product.md §4.8). */
export function useSetBookmark() {
  const queryClient = useQueryClient();
  const t = useT();
  const key = postKeys.bookmarks();
  return useMutation({
    mutationFn: setBookmark,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<string[]>(key);
      queryClient.setQueryData<string[]>(key, (ids) => apply(ids, change));
      return { previous };
    },
    onError: (_error, change, context) => {
      queryClient.setQueryData<string[]>(
        key,
        (ids) => context?.previous ?? apply(ids, { ...change, bookmarked: !change.bookmarked }),
      );
      showNotice(t(change.bookmarked ? 'bookmarks.setFailed' : 'bookmarks.unsetFailed'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
