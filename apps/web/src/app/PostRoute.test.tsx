import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { Account, PostDetail } from '@vigie/contract';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { getPostQueryOptions } from '../features/posts/api/get-post.ts';
import { useStore } from '../lib/store.ts';
import { ME } from '../test/people.ts';
import { postCard } from '../test/post-card.ts';
import PostRoute from './PostRoute.tsx';

const POST: PostDetail = {
  ...postCard('cccccccccccccccccccccccc', 'Budget 2027 : le vote', '2026-11-20T09:00:00.000Z', {
    summary: 'Le vote du budget.',
  }),
  description: 'Texte.',
  attachments: [],
  comments: [],
};

function renderAs(role: Account['role']) {
  useStore.setState({ compte: { ...ME, role }, online: true });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(getPostQueryOptions(POST.id).queryKey, POST);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/app/post/${POST.id}`]}>
        <Routes>
          <Route path="/app/post/:postId" element={<PostRoute />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the post page’s header', () => {
  beforeEach(() => useStore.setState({ lang: 'fr' }));

  it.each(['editor', 'admin'] as const)('offers an %s to edit the post in the newsroom', (role) => {
    renderAs(role);
    expect(screen.getByRole('link', { name: 'Modifier dans la rédaction' })).toHaveAttribute(
      'href',
      `/app/redaction/${POST.id}`,
    );
    expect(screen.getByRole('button', { name: 'Partager par message privé' })).toBeInTheDocument();
  });

  it('offers a reader only to share', () => {
    renderAs('reader');
    expect(screen.queryByRole('link', { name: 'Modifier dans la rédaction' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Partager par message privé' })).toBeInTheDocument();
  });
});
