import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { apiUrl } from '../../../lib/api-client.ts';
import { useStore } from '../../../lib/store.ts';
import { FollowSearch } from './FollowSearch.tsx';

let fetchSpy: MockInstance<typeof fetch>;

function renderFollow(query: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <FollowSearch query={query} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('FollowSearch', () => {
  beforeEach(() => {
    useStore.setState({ online: true, lang: 'fr' });
    fetchSpy = vi.spyOn(globalThis, 'fetch');
  });
  afterEach(() => vi.restoreAllMocks());

  it('follows the search with the chosen type, then says so', async () => {
    fetchSpy.mockImplementation(
      async () =>
        new Response(
          JSON.stringify({
            id: 'a'.repeat(24),
            query: 'nucléaire',
            type: 'memo',
            focus_enabled: true,
            notification_enabled: false,
          }),
          { status: 201, headers: { 'content-type': 'application/json' } },
        ),
    );
    const user = renderFollow('nucléaire');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type de publication' }), 'Memo');
    await user.click(screen.getByRole('button', { name: 'Suivre cette recherche' }));
    expect(await screen.findByRole('button', { name: 'Recherche suivie' })).toBeDisabled();
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(String(url)).toBe(apiUrl('createSavedSearch'));
    expect(JSON.parse(String(init?.body))).toEqual({ saved_search: { query: 'nucléaire', type: 'memo' } });
  });

  it('says when the search could not be followed, and is disabled offline', async () => {
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = renderFollow('hydrogène');
    await user.click(screen.getByRole('button', { name: 'Suivre cette recherche' }));
    expect(await screen.findByRole('status')).toHaveTextContent("La recherche n'a pas pu être suivie");
    useStore.setState({ online: false });
    expect(await screen.findByRole('button', { name: 'Suivre cette recherche' })).toBeDisabled();
  });
});
