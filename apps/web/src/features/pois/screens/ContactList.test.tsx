import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactSummary, EntitySummary } from '@vigie/contract';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ScrollRootContext } from '../../../ui/scroll-root.ts';
import { focusListQueryOptions } from '../api/focus-lists.ts';
import { getContactsQueryOptions } from '../api/list-contacts.ts';
import { getEntitiesQueryOptions } from '../api/list-entities.ts';
import { type UpdateMode, UpdateModeContext } from '../update-mode.ts';
import { ContactList } from './ContactList.tsx';
import { EntityList } from './EntityList.tsx';

const NO_STANCE = { start_position: null, end_position: null };
const idOf = (n: number) => n.toString(16).padStart(24, '0');

const contact = (n: number, firstname: string, lastname: string, extra: Partial<ContactSummary> = {}) => ({
  id: idOf(n),
  firstname,
  lastname,
  img: null,
  affiliations: [],
  grid_node: NO_STANCE,
  total_counts: 0,
  ...extra,
});

// Enough A names to push the M header far below the first screen.
const A_NAMES = Array.from({ length: 40 }, (_, n) => contact(100 + n, `Prénom${n}`, `Abadie${n}`));
const CONTACTS: ContactSummary[] = [
  contact(1, 'Jean', 'Dupont', { affiliations: [{ id: idOf(50), name: 'Sénat', color: '#ffd33d' }] }),
  contact(2, 'Lucie', 'Martin'),
  contact(3, 'Émile', 'Élie'),
  contact(4, 'Ada', '2030 Conseil'),
  ...A_NAMES,
];

/** Without a server, every fetch fails at once: no retries left running after a test. */
const offlineClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/**
 * Renders inside a panel that scrolls, as Explorer's swipe tabs do. jsdom lays nothing out: the panel
 * gets a height and a scroll range, and scrolling it moves `scrollTop` and then fires its scroll event.
 */
function renderInPanel(ui: ReactNode, queryClient: QueryClient) {
  const panel = document.createElement('section');
  Object.defineProperty(panel, 'clientHeight', { configurable: true, value: 600 });
  Object.defineProperty(panel, 'scrollHeight', { configurable: true, value: 100_000 });
  panel.scrollTo = (({ top = panel.scrollTop }: ScrollToOptions) => {
    if (top === panel.scrollTop) return;
    panel.scrollTop = top;
    // As in browsers: a scroll event only for a move, and after the call has returned.
    setTimeout(() => panel.dispatchEvent(new Event('scroll')));
  }) as typeof panel.scrollTo;
  document.body.append(panel);
  // As Explorer gives them: its update mode (null outside it), around the list.
  const withProviders = (mode: UpdateMode | null) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/app/explorer']}>
        <UpdateModeContext value={mode}>
          <ScrollRootContext.Provider value={panel}>{ui}</ScrollRootContext.Provider>
        </UpdateModeContext>
      </MemoryRouter>
    </QueryClientProvider>
  );
  const { rerender } = render(withProviders(null), { container: panel });
  return { setUpdateMode: (mode: UpdateMode | null) => rerender(withProviders(mode)) };
}

const withContacts = (search: string, contacts: ContactSummary[], queryClient = offlineClient()) => {
  queryClient.setQueryData(getContactsQueryOptions(search).queryKey, contacts);
  return queryClient;
};

describe('ContactList', () => {
  it('groups contacts by the first letter of their last name, rows linking to their screen', () => {
    renderInPanel(<ContactList />, withContacts('', CONTACTS));
    expect(screen.getByRole('heading', { name: 'A' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Contacts' });
    const first = within(list).getAllByRole('link')[0]!;
    expect(first).toHaveAccessibleName('Prénom0 Abadie0');
    expect(first).toHaveAttribute('href', `/app/explorer/contact/${idOf(100)}`);
    // Only what fits on the panel is rendered.
    expect(within(list).getAllByRole('listitem').length).toBeLessThan(20);
  });

  it('offers a button per letter present, # last, and jumps to a letter', async () => {
    renderInPanel(<ContactList />, withContacts('', CONTACTS));
    const index = screen.getByRole('navigation', { name: 'Index alphabétique' });
    expect(
      within(index)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Aller à la lettre A',
      'Aller à la lettre D',
      'Aller à la lettre E',
      'Aller à la lettre M',
      'Aller à la lettre #',
    ]);
    expect(screen.queryByRole('heading', { name: 'M' })).toBeNull();

    await userEvent.click(within(index).getByRole('button', { name: 'Aller à la lettre M' }));
    // Focus follows, so that a screen reader says where the jump landed.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'M' })).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Lucie Martin' })).toHaveAttribute(
      'href',
      `/app/explorer/contact/${idOf(2)}`,
    );
  });

  it('shows a contact’s affiliations under the name', () => {
    renderInPanel(<ContactList />, withContacts('', CONTACTS.slice(0, 1)));
    expect(screen.getByRole('link', { name: 'Jean Dupont Sénat' })).toBeInTheDocument();
  });

  it('searches once typing pauses, the previous results shown meanwhile', async () => {
    const queryClient = withContacts('', CONTACTS);
    withContacts('dup', CONTACTS.slice(0, 1), queryClient);
    renderInPanel(<ContactList />, queryClient);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher un contact' }), 'dup');
    expect(screen.getByRole('heading', { name: 'A' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'A' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'D' })).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('says when nothing matches', () => {
    renderInPanel(<ContactList />, withContacts('', []));
    expect(screen.getByText('Aucun élément à afficher')).toBeInTheDocument();
  });

  it('shows no toggle outside update mode; in it, each row has its two, and the switch off keeps the active ones', () => {
    const queryClient = withContacts('', CONTACTS.slice(0, 3));
    queryClient.setQueryData(focusListQueryOptions('contact').queryKey, [
      {
        id: idOf(2),
        name: 'Lucie Martin',
        img: null,
        confidential: false,
        focus_enabled: false,
        notification_enabled: true,
      },
    ]);
    const { setUpdateMode } = renderInPanel(<ContactList />, queryClient);
    expect(screen.queryByRole('button', { name: /^Focus :/ })).toBeNull();

    setUpdateMode({ showAll: true });
    expect(screen.getByRole('button', { name: 'Focus : Jean Dupont' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('button', { name: 'Notifications : Lucie Martin' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getAllByRole('link')).toHaveLength(3);

    setUpdateMode({ showAll: false });
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Lucie Martin' })).toBeInTheDocument();
  });

  it('shows a spinner while loading, then offers a retry when the list cannot load', async () => {
    renderInPanel(<ContactList />, offlineClient());
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});

describe('EntityList', () => {
  it('lists entities by name, with their label, linking to their screen', () => {
    const entity: EntitySummary = {
      id: idOf(7),
      name: 'Œuvre d’Orient',
      img: null,
      label: 'Association',
      affiliations: [],
      grid_node: NO_STANCE,
      total_counts: 0,
    };
    const queryClient = offlineClient();
    queryClient.setQueryData(getEntitiesQueryOptions('').queryKey, [entity]);
    renderInPanel(<EntityList />, queryClient);
    expect(screen.getByRole('heading', { name: 'O' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Œuvre d’Orient Association' })).toHaveAttribute(
      'href',
      `/app/explorer/entity/${idOf(7)}`,
    );
  });
});
