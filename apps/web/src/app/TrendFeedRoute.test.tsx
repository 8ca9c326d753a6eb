import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getCustomFeedQueryOptions } from '../features/posts/api/get-custom-feed.ts';
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
    // The theme's own feed, empty: it is the one the screen shows.
    queryClient.setQueryData(getCustomFeedQueryOptions({ themes: [THEME] }).queryKey, {
      pages: [{ data: [], cursor: false }],
      pageParams: [undefined],
    });
    renderAt(`/app/tendance/feed/theme/${THEME}?name=D%C3%A9fense&nbArticle=4&confidential=1`, queryClient);
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

  it.each([
    'person/aaaaaaaaaaaaaaaaaaaaaaa1',
    'contact/not-an-id',
    'theme/AAAAAAAAAAAAAAAAAAAAAAA1',
  ])('is not found for %s', (path) => {
    renderAt(`/app/tendance/feed/${path}?name=X&nbArticle=1`);
    expect(screen.getByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
  });
});
