import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StanceGrid } from '@vigie/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '../../../lib/api-client.ts';
import { useStore } from '../../../lib/store.ts';
import { ME } from '../../../test/people.ts';
import { type Call, json, renderNewsroom, serve } from '../testing.tsx';

const id = (n: number) => String(n).padStart(24, '0');
const CONTACT = { id: id(1), firstname: 'Élodie', lastname: 'Martin', img: null };
const ENERGY = { id: id(10), item: 'Énergie', confidential: false, level: 1 };
const HEAT = { id: id(11), item: 'Chaleur', confidential: false, level: 2 };
const POST = { id: id(20), title: 'Vote en commission' };

const GRID: StanceGrid = {
  item_type: 'contact',
  item_id: CONTACT.id,
  cells: [
    {
      theme: ENERGY,
      start_position: 'hesitant',
      end_position: 'supportive',
      history: [
        {
          id: '2',
          from: 'hesitant',
          to: 'supportive',
          changed_at: '2026-11-12T10:00:00.000Z',
          post: POST,
          editor: { id: id(30), firstname: 'Éva', lastname: 'Leroy' },
        },
        {
          id: '1',
          from: null,
          to: 'hesitant',
          changed_at: '2026-11-03T10:00:00.000Z',
          post: null,
          editor: null,
        },
      ],
    },
  ],
};

/** The directory, the tree, the grid, post search, and `onPut` for a change. */
function answer(onPut: (call: Call) => Response = () => json(GRID.cells[0])) {
  return serve((call) => {
    if (call.method === 'PUT') return onPut(call);
    if (call.path === apiUrl('listContacts')) return json([CONTACT]);
    if (call.path === apiUrl('listEntities')) return json([{ id: id(2), name: 'Sénat', img: null }]);
    if (call.path === apiUrl('themeTree'))
      return json([{ ...ENERGY, type: 'theme', children: [{ ...HEAT, type: 'theme', children: [] }] }]);
    if (call.path === apiUrl('stanceGrid')) return json(GRID);
    if (call.path === apiUrl('searchPosts')) return json({ data: [{ ...POST }], cursor: false });
    return json({ error: 'not_found', message: 'Not found' }, 404);
  });
}

async function openContact() {
  const user = userEvent.setup();
  renderNewsroom('/app/redaction/positions');
  await user.type(screen.getByRole('searchbox', { name: 'Rechercher un contact ou une entité' }), 'elodie');
  await user.click(await screen.findByRole('button', { name: /^Élodie Martin/ }));
  return user;
}

describe('Positions', () => {
  beforeEach(() => useStore.setState({ compte: { ...ME, role: 'editor' }, online: true }));
  afterEach(() => vi.restoreAllMocks());

  it('is a section of the newsroom’s navigation', async () => {
    answer();
    renderNewsroom('/app/redaction/positions');
    expect(screen.getByRole('link', { name: 'Positions' })).toHaveAttribute(
      'href',
      '/app/redaction/positions',
    );
    expect(screen.getByText(/Choisissez un contact ou une entité/)).toBeInTheDocument();
  });

  it('finds contacts and entities whatever the accents', async () => {
    answer();
    const user = userEvent.setup();
    renderNewsroom('/app/redaction/positions');
    const search = screen.getByRole('searchbox', { name: 'Rechercher un contact ou une entité' });
    await user.type(search, 'SENAT');
    const list = screen.getByRole('region', { name: 'Contacts et entités' });
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(1));
    expect(within(list).getByRole('button', { name: 'Sénat Entité' })).toBeInTheDocument();
  });

  it('shows the item’s stances and a stance’s history', async () => {
    answer();
    const user = await openContact();
    const grid = await screen.findByRole('region', { name: 'Positions de Élodie Martin' });
    await user.click(within(grid).getByRole('button', { name: 'Énergie : Favorable' }));
    expect(screen.getByLabelText('Nouvelle position')).toHaveValue('supportive');
    const history = screen.getByRole('region', { name: 'Historique' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      "Hésitant → Favorable, le 12 nov. 2026, par Éva Leroy, d'après « Vote en commission »",
      'Inconnue → Hésitant, le 3 nov. 2026',
    ]);
  });

  it('changes a stance on another theme with the post that justifies it', async () => {
    const calls = answer();
    const user = await openContact();
    await user.selectOptions(await screen.findByLabelText('Thème'), '— Chaleur');
    expect(screen.getByLabelText('Nouvelle position')).toHaveValue('');
    expect(screen.getByText('Aucun changement enregistré.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Nouvelle position'), 'Opposant');
    await user.type(screen.getByLabelText('Rechercher le post qui la justifie'), 'vote');
    const post = screen.getByLabelText('Post justificatif');
    await waitFor(() => expect(within(post).getByRole('option', { name: POST.title })).toBeInTheDocument());
    await user.selectOptions(post, POST.title);
    await user.click(screen.getByRole('button', { name: 'Enregistrer la position' }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Position enregistrée');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      item_type: 'contact',
      item_id: CONTACT.id,
      theme_id: HEAT.id,
      position: 'opponent',
      post_id: POST.id,
    });
  });

  it('says why a change was refused', async () => {
    answer(() => json({ error: 'validation_error', message: 'body.post_id: unknown post' }, 400));
    const user = await openContact();
    await user.click(await screen.findByRole('button', { name: 'Énergie : Favorable' }));
    await user.selectOptions(screen.getByLabelText('Nouvelle position'), 'Inconnue (effacer la position)');
    await user.click(screen.getByRole('button', { name: 'Enregistrer la position' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "La position n'a pas pu être enregistrée : body.post_id: unknown post",
    );
  });

  it('speaks English', async () => {
    useStore.setState({ lang: 'en' });
    answer();
    renderNewsroom('/app/redaction/positions');
    expect(screen.getByRole('link', { name: 'Stances' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search contacts and entities' })).toBeInTheDocument();
  });
});
