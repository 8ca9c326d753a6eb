import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Theme } from '@vigie/contract';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useStore } from '../../../lib/store.ts';
import { ParticipantsTab } from './ParticipantsTab.tsx';

const id = (n: number) => String(n).padStart(24, '0');
const contact = (n: number, firstname: string, lastname: string) => ({
  id: id(n),
  firstname,
  lastname,
  img: null,
});
const entity = (n: number, name: string) => ({ id: id(n), name, img: null });

const THEME: Theme = {
  id: id(100),
  item: 'Énergie',
  level: 1,
  confidential: false,
  chat_room: null,
  type: 'theme',
  description: '',
  parent_id: null,
  root: null,
  subroot: null,
  children: [],
  contacts: [contact(1, 'Jean', 'Zola'), contact(2, 'Élodie', 'Martin'), contact(3, 'Elise', 'Élie')],
  entities: [entity(4, 'Sénat'), entity(5, 'EDF')],
  grid: {
    contact_nodes: [
      {
        id: id(11),
        poi_contact_id: id(1),
        start_position: 'supportive',
        end_position: 'opponent',
        latest_change: {
          from: 'hesitant',
          to: 'opponent',
          changed_at: '2026-11-12T10:00:00.000Z',
          post: { id: id(50), title: 'Vote en commission' },
        },
      },
      {
        id: id(12),
        poi_contact_id: id(2),
        start_position: 'neutral',
        end_position: 'neutral',
        latest_change: null,
      },
    ],
    entity_nodes: [
      {
        id: id(14),
        poi_entity_id: id(4),
        start_position: null,
        end_position: 'committed',
        latest_change: { from: null, to: 'committed', changed_at: '2026-11-03T10:00:00.000Z', post: null },
      },
    ],
  },
  total_counts: 0,
  counts: { memo: 0, news: 0, synthese: 0 },
};

function renderTab(theme: Theme = THEME) {
  render(
    <MemoryRouter initialEntries={['/app/explorer']}>
      <ParticipantsTab theme={theme} />
    </MemoryRouter>,
  );
}

/** The rows in order, by the names their links have for screen readers. */
function expectRows(names: string[]) {
  const items = within(screen.getByRole('list', { name: 'Participants' })).getAllByRole('listitem');
  // Each row's first link is the item's; a latest change adds its post's.
  const links = items.map((item) => within(item).getAllByRole('link')[0]);
  expect(links).toHaveLength(names.length);
  for (const [index, link] of links.entries()) expect(link).toHaveAccessibleName(names[index]);
}

describe('ParticipantsTab', () => {
  it('lists contacts by last name and entities by name, accents aside', () => {
    renderTab();
    expectRows([
      'EDF Entité Inconnue',
      'Elise Élie Contact Inconnue',
      'Élodie Martin Contact Neutre',
      'Sénat Entité Inconnue → Engagé',
      'Jean Zola Contact Favorable → Opposant',
    ]);
  });

  it('links each row to its contact or entity screen in the current tab', () => {
    renderTab();
    expect(screen.getByRole('link', { name: /^Jean Zola/ })).toHaveAttribute(
      'href',
      `/app/explorer/contact/${id(1)}`,
    );
    expect(screen.getByRole('link', { name: /^Sénat/ })).toHaveAttribute(
      'href',
      `/app/explorer/entity/${id(4)}`,
    );
  });

  it('filters by name whatever the accents and case', async () => {
    renderTab();
    const search = screen.getByRole('searchbox', { name: 'Rechercher un participant' });
    await userEvent.type(search, 'ELO');
    expectRows(['Élodie Martin Contact Neutre']);
    await userEvent.clear(search);
    await userEvent.type(search, 'senat');
    expectRows(['Sénat Entité Inconnue → Engagé']);
    await userEvent.type(search, ' nobody');
    expect(screen.getByText('Aucun élément à afficher')).toBeInTheDocument();
  });

  it('speaks English', () => {
    useStore.setState({ lang: 'en' });
    renderTab();
    expect(screen.getByRole('searchbox', { name: 'Search participants' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Jean Zola/ })).toHaveTextContent(
      'Contact Supportive → Opponent',
    );
    expect(screen.getByRole('link', { name: /^EDF/ })).toHaveTextContent('Entity Unknown');
  });

  it('shows a stance’s latest change under its row, its post linked in the current tab', () => {
    renderTab();
    const list = screen.getByRole('list', { name: 'Participants' });
    expect(within(list).getByText(/^Hésitant → Opposant, le 12 nov\. 2026, d'après «/)).toHaveTextContent(
      "Hésitant → Opposant, le 12 nov. 2026, d'après « Vote en commission »",
    );
    expect(screen.getByRole('link', { name: 'Vote en commission' })).toHaveAttribute(
      'href',
      `/app/explorer/post/${id(50)}`,
    );
    expect(within(list).getByText('Inconnue → Engagé, le 3 nov. 2026')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')[2]).not.toHaveTextContent(/→.*le /);
  });

  it('says the latest change in English', () => {
    useStore.setState({ lang: 'en' });
    renderTab();
    expect(screen.getByText(/^Hesitant → Opponent, on 12 Nov 2026, per “/)).toHaveTextContent(
      'Hesitant → Opponent, on 12 Nov 2026, per “Vote en commission”',
    );
  });

  it('says when the theme has no participant', () => {
    renderTab({ ...THEME, contacts: [], entities: [] });
    expect(screen.getByText('Aucun élément à afficher')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});
