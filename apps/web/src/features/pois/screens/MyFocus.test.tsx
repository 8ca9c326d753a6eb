import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { apiUrl } from '../../../lib/api-client.ts';
import { useStore } from '../../../lib/store.ts';
import { type FocusItem, focusListQueryOptions } from '../api/focus-lists.ts';
import type { FocusType } from '../focus-edits.ts';
import { MyFocus } from './MyFocus.tsx';

const item = (
  id: string,
  name: string,
  focus: boolean,
  notify: boolean,
  confidential = false,
): FocusItem => ({
  id,
  name,
  img: null,
  confidential,
  focus_enabled: focus,
  notification_enabled: notify,
});
const LISTS: Record<FocusType, FocusItem[]> = {
  contact: [
    item('c1', 'Jean Dupont', true, false),
    item('c2', 'Anne Martin', false, true),
    item('c3', 'Paul Nul', false, false),
  ],
  entity: [],
  theme: [item('t1', 'Dossiers sensibles', true, true, true)],
  search: [
    { ...item('s1', 'nucléaire', true, false), postType: 'news' },
    item('s2', 'hydrogène', false, false),
  ],
};

let fetchSpy: MockInstance<typeof fetch>;

function renderMyFocus() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const [type, items] of Object.entries(LISTS))
    queryClient.setQueryData(focusListQueryOptions(type as FocusType).queryKey, items);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/app/my-focus']}>
        <MyFocus />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const contacts = () => screen.getByRole('list', { name: 'Contacts' });
const posts = () =>
  fetchSpy.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => String(url));

describe('MyFocus', () => {
  beforeEach(() => {
    useStore.setState({ online: true });
    // The lists reload on opening: no server here, so they keep the rows put in the cache.
    fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists the focused and notified items, each a link, without toggles', () => {
    renderMyFocus();
    expect(screen.getByRole('heading', { level: 1, name: 'Mes focus' })).toBeInTheDocument();
    expect(within(contacts()).getByRole('link', { name: 'Jean Dupont' })).toHaveAttribute(
      'href',
      '/app/contact/c1',
    );
    expect(within(contacts()).getByRole('link', { name: 'Anne Martin' })).toBeInTheDocument();
    expect(screen.queryByText('Paul Nul')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dossiers sensibles Confidentiel' })).toHaveAttribute(
      'href',
      '/app/theme/t1',
    );
    expect(screen.getByText('Aucun élément à afficher')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Focus :/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it("shows each followed item's unread count from its read marker, 99+ beyond 99", async () => {
    const asked: string[][] = [];
    fetchSpy.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://vigie.test');
      if (url.pathname !== '/api/v1/markers') throw new TypeError('Failed to fetch');
      asked.push(url.searchParams.getAll('timeline[]'));
      const marker = (unread_count: number) => ({
        last_read_id: 'p1',
        last_read_publish_date: '2026-11-28T12:00:00.000Z',
        updated_at: '2026-11-28T12:00:00.000Z',
        unread_count,
      });
      const markers = { 'contact:c1': marker(100), 'contact:c2': marker(3), 'theme:t1': marker(0) };
      return new Response(JSON.stringify(markers), { headers: { 'content-type': 'application/json' } });
    });
    renderMyFocus();
    expect(await within(contacts()).findByRole('link', { name: 'Jean Dupont 99+ non lus' })).toBeVisible();
    expect(within(contacts()).getByRole('link', { name: 'Anne Martin 3 non lus' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Dossiers sensibles Confidentiel' })).toBeInTheDocument();
    // Only followed items have a marker to ask for; Paul Nul is listed in edit mode only.
    expect(asked).toContainEqual(['contact:c1', 'contact:c2']);
    expect(asked.flat()).not.toContain('contact:c3');
  });

  it('shows the toggles, the switch and the edit buttons in edit mode; toggling changes the state', async () => {
    const user = renderMyFocus();
    await user.click(screen.getByRole('button', { name: 'Modifier mes focus' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Modifier mes focus' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Afficher uniquement les éléments actifs' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Valider' })).toBeEnabled();

    const focus = screen.getByRole('button', { name: 'Focus : Jean Dupont' });
    const notify = screen.getByRole('button', { name: 'Notifications : Jean Dupont' });
    expect(focus).toHaveAttribute('aria-pressed', 'true');
    expect(notify).toHaveAttribute('aria-pressed', 'false');
    await user.click(focus);
    expect(focus).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Focus : Paul Nul' })).toHaveAttribute('aria-pressed', 'false');

    // The switch, as docs/product.md §4.9 words it: off, only the active items remain.
    await user.click(screen.getByRole('switch'));
    expect(screen.queryByText('Jean Dupont')).not.toBeInTheDocument();
    expect(screen.queryByText('Paul Nul')).not.toBeInTheDocument();
    expect(screen.getByText('Anne Martin')).toBeInTheDocument();
  });

  it('discards the changes on Annuler', async () => {
    const user = renderMyFocus();
    await user.click(screen.getByRole('button', { name: 'Modifier mes focus' }));
    await user.click(screen.getByRole('button', { name: 'Notifications : Jean Dupont' }));
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Mes focus' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Modifier mes focus' }));
    expect(screen.getByRole('button', { name: 'Notifications : Jean Dupont' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(posts()).toEqual([]);
  });

  it('sends only what changed, focus first, then leaves edit mode', async () => {
    fetchSpy.mockImplementation(async (_url, init) => {
      if (init?.method === 'POST') return new Response(null, { status: 204 });
      throw new TypeError('Failed to fetch');
    });
    const user = renderMyFocus();
    await user.click(screen.getByRole('button', { name: 'Modifier mes focus' }));
    await user.click(screen.getByRole('button', { name: 'Notifications : Jean Dupont' }));
    await user.click(screen.getByRole('button', { name: 'Focus : Dossiers sensibles' }));
    await user.click(screen.getByRole('button', { name: 'Focus : Jean Dupont' }));
    await user.click(screen.getByRole('button', { name: 'Focus : Anne Martin' }));
    await user.click(screen.getByRole('button', { name: 'Focus : Anne Martin' }));
    await user.click(screen.getByRole('button', { name: 'Valider' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Mes focus' })).toBeInTheDocument();
    expect(posts()).toEqual([
      apiUrl('setFocusContact', { params: { id: 'c1', flag: 'unset' } }),
      apiUrl('setNotifyContact', { params: { id: 'c1', flag: 'set' } }),
      apiUrl('setFocusTheme', { params: { id: 't1', flag: 'unset' } }),
    ]);
  });

  it('says when Valider fails and stays in edit mode with the changes', async () => {
    const user = renderMyFocus();
    await user.click(screen.getByRole('button', { name: 'Modifier mes focus' }));
    await user.click(screen.getByRole('button', { name: 'Focus : Jean Dupont' }));
    await user.click(screen.getByRole('button', { name: 'Valider' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('An error occured');
    expect(screen.getByRole('heading', { level: 1, name: 'Modifier mes focus' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Focus : Jean Dupont' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('disables the toggles and Valider offline', async () => {
    useStore.setState({ online: false });
    const user = renderMyFocus();
    await user.click(screen.getByRole('button', { name: 'Modifier mes focus' }));
    expect(screen.getByRole('button', { name: 'Focus : Jean Dupont' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Notifications : Jean Dupont' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Valider' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeEnabled();
  });

  it('lists the saved searches beside the items, with their toggles and a delete button in edit mode', async () => {
    fetchSpy.mockImplementation(async (_url, init) => {
      if (init?.method === 'POST') return new Response(null, { status: 204 });
      throw new TypeError('Failed to fetch');
    });
    const user = renderMyFocus();
    const searches = screen.getByRole('list', { name: 'Recherches' });
    expect(within(searches).getByText('« nucléaire »')).toHaveTextContent('« nucléaire » · News');
    expect(within(searches).queryByRole('link')).not.toBeInTheDocument();
    expect(within(searches).queryByText(/hydrogène/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Modifier mes focus' }));
    await user.click(screen.getByRole('button', { name: 'Notifications : hydrogène' }));
    await user.click(screen.getByRole('button', { name: 'Supprimer la recherche « nucléaire »' }));
    expect(posts()).toEqual([apiUrl('deleteSavedSearch', { params: { id: 's1' } })]);
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes focus' })).toBeInTheDocument();
    expect(posts()).toEqual([
      apiUrl('deleteSavedSearch', { params: { id: 's1' } }),
      apiUrl('setNotifySavedSearch', { params: { id: 's2', flag: 'set' } }),
    ]);
  });
});
