import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getTrendFeedQueryOptions } from '../features/posts/api/get-trend-feed.ts';
import { useStore } from '../lib/store.ts';
import { TrendFeedRoute } from './TrendFeedRoute.tsx';

const THEME = 'bbbbbbbbbbbbbbbbbbbbbbb2';

/** Without a server, every fetch fails at once: no retries left running after a test. */
const offlineClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

function renderAt(path: string, queryClient = offlineClient()) {
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/app/tendance/feed/:type/:id" element={<TrendFeedRoute />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the trend feed (TendancePostFeed)', () => {
  it('shows the item’s name, its number of posts and a lock for a confidential theme, above its posts', () => {
    const queryClient = offlineClient();
    // The theme's feed over the linked period, empty.
    queryClient.setQueryData(getTrendFeedQueryOptions('theme', THEME, 7).queryKey, {
      pages: [{ data: [], cursor: false, item: { name: 'Défense', confidential: true, total_counts: 4 } }],
      pageParams: [undefined],
    });
    renderAt(
      `/app/tendance/feed/theme/${THEME}?days=7&name=D%C3%A9fense&nbArticle=4&confidential=1`,
      queryClient,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Défense' })).toBeInTheDocument();
    expect(screen.getByText('4 articles')).toBeInTheDocument();
    expect(screen.getByText('Confidentiel')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retour' })).toBeInTheDocument();
    expect(screen.getByText('Aucun élément à afficher')).toBeInTheDocument();
  });

  it('says "1 article" without a lock for a contact, and shows a spinner while its posts load', () => {
    renderAt('/app/tendance/feed/contact/aaaaaaaaaaaaaaaaaaaaaaa1?name=Jean+Dupont&nbArticle=1');
    expect(screen.getByRole('heading', { level: 1, name: 'Jean Dupont' })).toBeInTheDocument();
    expect(screen.getByText('1 article')).toBeInTheDocument();
    expect(screen.queryByText('Confidentiel')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
  });

  it('takes the name and the count over the chosen period from the server when the link has neither', () => {
    useStore.setState({ timeParution: 30 });
    const queryClient = offlineClient();
    const item = { name: 'Défense', confidential: false, total_counts: 3 };
    queryClient.setQueryData(getTrendFeedQueryOptions('theme', THEME, 30).queryKey, {
      pages: [{ data: [], cursor: false, item }],
      pageParams: [undefined],
    });
    renderAt(`/app/tendance/feed/theme/${THEME}`, queryClient);
    expect(screen.getByRole('heading', { level: 1, name: 'Défense' })).toBeInTheDocument();
    expect(screen.getByText('3 articles')).toBeInTheDocument();
    useStore.setState({ timeParution: 1 });
  });

  it.each([
    'person/aaaaaaaaaaaaaaaaaaaaaaa1',
    'contact/not-an-id',
    'theme/AAAAAAAAAAAAAAAAAAAAAAA1',
  ])('is not found for %s', (path) => {
    renderAt(`/app/tendance/feed/${path}?name=X&nbArticle=1`);
    expect(screen.getByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
  });
});
