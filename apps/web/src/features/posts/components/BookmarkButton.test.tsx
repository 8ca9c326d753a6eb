import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useStore } from '../../../lib/store.ts';
import { Toaster } from '../../../ui/Toaster.tsx';
import { useIsBookmarked } from '../api/get-bookmarks.ts';
import { postKeys } from '../api/keys.ts';
import { BookmarkButton } from './BookmarkButton.tsx';

const POST = 'aaaaaaaaaaaaaaaaaaaaaaaa';

function Bookmark() {
  return <BookmarkButton postId={POST} bookmarked={useIsBookmarked(POST)} />;
}

/**
 * Every bookmark list the cache held, however briefly: without a server the call fails within the same
 * render batch, so the optimistic state shows in the cache rather than on screen.
 */
function bookmarkHistory(queryClient: QueryClient): string[][] {
  const history: string[][] = [];
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success')
      history.push(event.query.state.data as string[]);
  });
  return history;
}

let history: string[][] = [];

function renderWith(bookmarks: string[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(postKeys.bookmarks(), bookmarks);
  history = bookmarkHistory(queryClient);
  render(
    <QueryClientProvider client={queryClient}>
      <Bookmark />
      <Toaster />
    </QueryClientProvider>,
  );
  return screen.getByRole('button', { name: 'Ajouter aux signets' });
}

describe('BookmarkButton', () => {
  it('flips at once, then rolls back with a message when the server cannot be reached', async () => {
    const button = renderWith([]);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(await screen.findByText("Le signet n'a pas pu être ajouté. Réessayez.")).toBeInTheDocument();
    expect(history.slice(0, 2)).toEqual([[POST], []]);
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('rolls an unset back to bookmarked', async () => {
    const button = renderWith([POST]);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    expect(await screen.findByText("Le signet n'a pas pu être retiré. Réessayez.")).toBeInTheDocument();
    expect(history.slice(0, 2)).toEqual([[], [POST]]);
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  it('stays usable offline: the tap is queued (docs/product.md §4.5)', () => {
    useStore.setState({ online: false });
    expect(renderWith([])).toBeEnabled();
  });
});
