import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStore } from '../../../lib/store.ts';
import { FocusWayIn } from './FocusWayIn.tsx';

const SUGGESTIONS = [
  { type: 'theme', id: 't1', name: 'Énergie', img: null, reason: 'colleagues' },
  { type: 'contact', id: 'c1', name: 'Jean Dupont', img: null, reason: 'trend' },
];

let followed: string[];
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

function serve(lists: Record<string, unknown[]> = {}) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://vigie.test').pathname.replace('/api/v1', '');
    if (init?.method === 'POST') {
      followed.push(path);
      // The answer comes after the toggle's optimistic move has replaced the way in.
      await new Promise((resolve) => setTimeout(resolve, 20));
      return json({ id: path.split('/')[2], focus_enabled: true, notification_enabled: false });
    }
    if (path === '/focus_suggestion') return json(SUGGESTIONS);
    if (path === '/focus_theme' && followed.length)
      return json([
        {
          id: 't1',
          focus_enabled: true,
          notification_enabled: false,
          poi_theme: { id: 't1', item: 'Énergie', confidential: false, level: 1 },
        },
      ]);
    return json(lists[path] ?? []);
  });
}

function renderWayIn(onFollow = () => {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/app']}>
        <FocusWayIn otherwise={<p>Aucun élément à afficher</p>} onFollow={onFollow} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('FocusWayIn', () => {
  beforeEach(() => {
    useStore.setState({ online: true });
    followed = [];
  });
  afterEach(() => vi.restoreAllMocks());

  it('offers a reader who follows nothing items to follow at once, each opening its screen, and Explorer', async () => {
    serve();
    const onFollow = vi.fn();
    const user = renderWayIn(onFollow);
    const region = await screen.findByRole('region', { name: 'Vous ne suivez encore rien' });
    const theme = await within(region).findByRole('link', { name: 'Énergie Suivi par vos collègues' });
    expect(theme).toHaveAttribute('href', '/app/theme/t1');
    expect(
      within(region).getByRole('link', { name: 'Jean Dupont En tendance cette semaine' }),
    ).toHaveAttribute('href', '/app/contact/c1');
    expect(
      within(region).getByRole('link', { name: "Trouver d'autres éléments dans Explorer" }),
    ).toHaveAttribute('href', '/app/explorer');

    const toggle = within(region).getByRole('button', { name: 'Focus : Énergie' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(followed).toEqual(['/focus_theme/t1/set']);
    await screen.findByText('Aucun élément à afficher');
    await waitFor(() => expect(onFollow).toHaveBeenCalledOnce());
  });

  it('shows what it is given instead once the reader follows something', async () => {
    serve({
      '/saved_search': [
        { id: 's1', query: 'nucléaire', type: null, focus_enabled: true, notification_enabled: false },
      ],
    });
    renderWayIn();
    expect(await screen.findByText('Aucun élément à afficher')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
