import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Contact, Entity, ItemType, Theme, ThemeTree } from '@vigie/contract';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { useNotices } from '../../../lib/notices.ts';
import { useStore } from '../../../lib/store.ts';
import { focusListQueryOptions } from '../api/focus-lists.ts';
import { type ItemDetail, itemQueryOptions } from '../api/get-item.ts';
import { getThemeTreeQueryOptions } from '../api/get-theme-tree.ts';
import { EntityScreen } from './EntityScreen.tsx';

const id = (n: number) => String(n).padStart(24, '0');
const counts = { total_counts: 0, counts: { memo: 0, news: 0, synthese: 0 } };
const stance = { start_position: 'supportive', end_position: 'opponent' } as const;
const ref = (n: number, item: string, level: number, confidential = false) => ({
  id: id(n),
  item,
  level,
  confidential,
});

const CONTACT: Contact = {
  id: id(1),
  firstname: 'Claire',
  lastname: 'Dubois',
  img: null,
  affiliations: [{ id: id(90), name: 'Cap Républicain', color: '#f59e0b' }],
  grid_node: stance,
  biography: 'Avocate fiscaliste.',
  career: 'Députée depuis 2017.',
  extra_data: { full_mandat: 'Députée du Rhône', url_twitter: 'https://x.com/cdubois', url_linkedin: ' ' },
  links_forward: [
    {
      link_target_type: 'poi_entity',
      poi_entity: { id: id(2), name: 'Assemblée nationale', img: null },
      links: [{ id: id(80), type: 'Membre de', poi_link_category: { color: '#1f6feb' } }],
    },
  ],
  links_backward: [],
  ...counts,
};

const ENTITY: Entity = {
  id: id(2),
  name: 'Assemblée nationale',
  img: null,
  label: 'Parlement',
  affiliations: [],
  grid_node: { start_position: null, end_position: null },
  description: 'Chambre basse du Parlement.',
  alias: 'AN',
  address: '126 rue de l’Université, Paris',
  country: 'France',
  email: 'contact@an.example',
  phone: '+33 1 40 63 60 00',
  extra_data: { url_wikipedia: '' },
  links_forward: [],
  links_backward: [
    {
      link_target_type: 'poi_contact',
      poi_contact: { id: id(1), firstname: 'Claire', lastname: 'Dubois', img: null },
      links: [{ id: id(80), type: 'Membre de', poi_link_category: { color: '#1f6feb' } }],
    },
  ],
  ...counts,
};

const THEME: Theme = {
  ...ref(5, 'Dossiers classés', 3, true),
  type: 'theme',
  description: 'Suivi restreint.',
  parent_id: id(4),
  chat_room: null,
  root: ref(3, 'Énergie', 1),
  subroot: ref(4, 'Nucléaire', 2),
  children: [],
  contacts: [],
  entities: [],
  grid: { contact_nodes: [], entity_nodes: [] },
  ...counts,
};
const TREE: ThemeTree = [
  {
    ...ref(3, 'Énergie', 1),
    type: 'theme',
    children: [{ ...ref(4, 'Nucléaire', 2), type: 'theme', children: [{ ...THEME, children: [] }] }],
  },
];

let fetchSpy: MockInstance<typeof fetch>;

function renderItem(
  detail: ItemDetail | null,
  type: ItemType = detail?.type ?? 'contact',
  itemId = id(1),
  joinRoom = async (_room: string) => {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (detail) queryClient.setQueryData(itemQueryOptions(type, itemId).queryKey, detail);
  queryClient.setQueryData(focusListQueryOptions(type).queryKey, []);
  queryClient.setQueryData(getThemeTreeQueryOptions().queryKey, TREE);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/app/explorer']}>
        <Routes>
          <Route
            path="/app/explorer"
            element={
              <EntityScreen type={type} id={itemId} briefing={() => <p>Posts</p>} joinRoom={joinRoom} />
            }
          />
          <Route path="/app/message" element={<p>Messagerie</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const panel = (name: string) => screen.getByRole('tabpanel', { name });

describe('EntityScreen', () => {
  beforeEach(() => {
    useStore.setState({ online: true });
    fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
  });
  afterEach(() => vi.restoreAllMocks());

  it("shows a contact's header, its stance, and its tabs without the empty social ones", () => {
    renderItem({ type: 'contact', item: CONTACT });
    expect(screen.getByRole('heading', { level: 1, name: 'Claire Dubois' })).toBeInTheDocument();
    expect(screen.getByText('Députée du Rhône')).toBeInTheDocument();
    expect(screen.getByText('Cap Républicain')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Position' })).toHaveTextContent(/Favorable.*Opposant/);
    expect(tabNames()).toEqual(['Briefing', 'Biographie', 'Réseaux', 'Entités', 'Thèmes', 'Twitter']);
    expect(within(panel('Briefing')).getByText('Posts')).toBeInTheDocument();
    expect(within(panel('Biographie')).getByRole('heading', { name: 'Carrière' })).toBeInTheDocument();
    expect(within(panel('Biographie')).getByText('Députée depuis 2017.')).toBeInTheDocument();
    expect(within(panel('Twitter')).getByRole('link', { name: 'Voir sur Twitter' })).toHaveAttribute(
      'href',
      'https://x.com/cdubois',
    );
  });

  it('lists the links with their type, each opening the linked item, and filters them per tab', () => {
    renderItem({ type: 'contact', item: CONTACT });
    const link = within(panel('Réseaux')).getByRole('link', { name: /Assemblée nationale/ });
    expect(link).toHaveAttribute('href', `/app/explorer/entity/${id(2)}`);
    expect(link).toHaveTextContent('Membre de');
    expect(within(panel('Entités')).getByRole('link', { name: /Assemblée nationale/ })).toBeInTheDocument();
    expect(within(panel('Thèmes')).getByText('Aucun élément à afficher')).toBeInTheDocument();
  });

  it("shows an entity's filled-in details only, e-mail and phone as links", () => {
    renderItem({ type: 'entity', item: ENTITY }, 'entity', id(2));
    expect(tabNames()).toEqual(['Briefing', 'Profil', 'Coordonnées', 'Réseaux', 'Entités', 'Thèmes']);
    const details = panel('Coordonnées');
    expect(within(details).getByText(/126 rue de l’Université, Paris\s+France/)).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'contact@an.example' })).toHaveAttribute(
      'href',
      'mailto:contact@an.example',
    );
    expect(within(details).getByRole('link', { name: '+33 1 40 63 60 00' })).toHaveAttribute(
      'href',
      'tel:+33140636000',
    );
    expect(within(details).queryByText('Wikipedia')).not.toBeInTheDocument();
    expect(screen.getByText('Position inconnue')).toBeInTheDocument();
    expect(within(panel('Réseaux')).getByRole('heading', { name: 'Cité par' })).toBeInTheDocument();
  });

  it('locks a confidential theme and marks it in its tree, under its root', () => {
    renderItem({ type: 'theme', item: THEME }, 'theme', id(5));
    expect(tabNames()).toEqual(['Briefing', 'Participants', 'Arborescence']);
    expect(screen.getByRole('region', { name: 'Dossiers classés' })).toHaveTextContent('Confidentiel');
    expect(screen.getByText('Énergie › Nucléaire')).toBeInTheDocument();
    const tree = within(panel('Arborescence'));
    expect(tree.getByRole('link', { name: 'Énergie' })).toHaveAttribute(
      'href',
      `/app/explorer/theme/${id(3)}`,
    );
    expect(tree.getByRole('link', { name: 'Dossiers classés Confidentiel' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(tree.getByRole('link', { name: 'Nucléaire' })).not.toHaveAttribute('aria-current');
  });

  it("joins a theme's room in the Message tab", async () => {
    const joinRoom = vi.fn(async (_room: string) => {});
    const user = renderItem(
      { type: 'theme', item: { ...THEME, chat_room: 'energie' } },
      'theme',
      id(5),
      joinRoom,
    );
    await user.click(screen.getByRole('button', { name: 'Rejoindre le salon' }));
    expect(joinRoom).toHaveBeenCalledWith('energie');
    expect(screen.getByText('Messagerie')).toBeInTheDocument();
  });

  it('offers no room to a theme without one', () => {
    renderItem({ type: 'theme', item: THEME }, 'theme', id(5));
    expect(screen.queryByRole('button', { name: 'Rejoindre le salon' })).not.toBeInTheDocument();
  });

  it('says Not found when the server does not let the user see the item', async () => {
    fetchSpy.mockResolvedValue(
      Response.json({ error: 'Not Found', message: 'Theme not found' }, { status: 404 }),
    );
    renderItem(null, 'theme', id(5));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found');
  });

  it('sends set at once and rolls back with a notice when the server refuses', async () => {
    let answer!: (response: Response) => void;
    fetchSpy.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const user = renderItem({ type: 'contact', item: CONTACT });
    const focus = screen.getByRole('button', { name: 'Focus : Claire Dubois' });
    await user.click(focus);
    expect(focus).toHaveAttribute('aria-pressed', 'true');
    expect(String(fetchSpy.mock.calls[0]![0])).toBe(`/api/v1/focus_contact/${id(1)}/set`);
    answer(Response.json({ error: 'Internal Server Error', message: 'down' }, { status: 500 }));
    await vi.waitFor(() => expect(focus).toHaveAttribute('aria-pressed', 'false'));
    expect(useNotices.getState().notices.map((notice) => notice.text)).toContain(
      "Le réglage de Claire Dubois n'a pas pu être enregistré",
    );
  });

  it('keeps the toggles usable offline: taps are queued (docs/product.md §4.5)', () => {
    useStore.setState({ online: false });
    renderItem({ type: 'contact', item: CONTACT });
    expect(screen.getByRole('button', { name: 'Focus : Claire Dubois' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Notifications : Claire Dubois' })).toBeEnabled();
  });
});
