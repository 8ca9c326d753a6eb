import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '../../../lib/api-client.ts';
import { useStore } from '../../../lib/store.ts';
import { ME } from '../../../test/people.ts';
import { type Call, json, renderNewsroom, serve } from '../testing.tsx';

const BORNE = 'c00000000000000000000001';
const DOUBLON = 'c00000000000000000000002';
const MARTIN = 'c00000000000000000000003';
const ENERGIE = 'd00000000000000000000001';
const NUCLEAIRE = 'd00000000000000000000002';

const summary = (id: string, firstname: string, lastname: string) => ({
  id,
  firstname,
  lastname,
  img: null,
  affiliations: [],
  grid_node: { start_position: null, end_position: null },
  total_counts: 0,
});
const CONTACTS = [
  summary(BORNE, 'Élisabeth', 'Borne'),
  summary(DOUBLON, 'Elisabeth', 'Borne'),
  summary(MARTIN, 'Jean', 'Martin'),
];
const BORNE_RECORD = {
  id: BORNE,
  firstname: 'Élisabeth',
  lastname: 'Borne',
  full_mandat: '',
  biography: '',
  career: '',
  img: null,
  url_twitter: '',
  url_facebook: '',
  url_linkedin: '',
  affiliations: [],
  links: [],
};
const node = (id: string, item: string, level: number, children: unknown[] = []) => ({
  id,
  item,
  type: '',
  level,
  confidential: false,
  children,
});
const TREE = [node(ENERGIE, 'Énergie', 1, [node(NUCLEAIRE, 'Nucléaire', 2)])];
const ENERGIE_RECORD = {
  id: ENERGIE,
  item: 'Énergie',
  type: '',
  description: '',
  confidential: false,
  parent_id: null,
  level: 1,
};

/** The directory's reads, and `write` for its writes. */
function answer(write: (call: Call) => Response = () => json({}, 500)) {
  return serve((call) => {
    if (call.method !== 'GET') return write(call);
    const routes: Record<string, unknown> = {
      [apiUrl('listContacts')]: CONTACTS,
      [apiUrl('listEntities')]: [],
      [apiUrl('themeTree')]: TREE,
      [apiUrl('listAffiliations')]: [],
      [apiUrl('linkCategories')]: [],
      [apiUrl('directoryContact', { params: { id: BORNE } })]: BORNE_RECORD,
      [apiUrl('directoryTheme', { params: { id: ENERGIE } })]: ENERGIE_RECORD,
    };
    const body = routes[call.path];
    return body ? json(body) : json({ error: 'not_found', message: 'Not found' }, 404);
  });
}

describe('Annuaire', () => {
  beforeEach(() =>
    useStore.setState({ compte: { ...ME, role: 'editor', has_confidential_access: true }, online: true }),
  );
  afterEach(() => vi.restoreAllMocks());

  it('searches contacts ignoring accents and case', async () => {
    answer();
    const user = userEvent.setup();
    renderNewsroom('/app/redaction/annuaire/contacts');
    const list = screen.getByRole('region', { name: 'Contacts' });
    expect(await within(list).findByRole('link', { name: 'Jean Martin' })).toBeInTheDocument();
    await user.type(within(list).getByLabelText('Rechercher un contact'), 'ELISA');
    expect(within(list).queryByRole('link', { name: 'Jean Martin' })).not.toBeInTheDocument();
    expect(within(list).getAllByRole('link', { name: /lisabeth Borne/ })).toHaveLength(2);
  });

  it('checks required fields, and keeps what was typed when the server refuses a field', async () => {
    const calls = answer(() =>
      json({ error: 'validation_error', message: 'body.contact.url_twitter: must be an http(s) URL' }, 400),
    );
    const user = userEvent.setup();
    renderNewsroom('/app/redaction/annuaire/contacts/nouveau');
    await user.type(await screen.findByLabelText('Prénom'), 'Agnès');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByLabelText('Nom')).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByLabelText('Nom'), 'Pannier');
    await user.type(screen.getByLabelText('Twitter'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Twitter')).toHaveAccessibleDescription(
        'Une adresse http(s) est attendue.',
      ),
    );
    expect(screen.getByLabelText('Twitter')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Prénom')).toHaveValue('Agnès');
    expect(screen.getByLabelText('Nom')).toHaveValue('Pannier');
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({ contact: { firstname: 'Agnès', lastname: 'Pannier', img: null } });
  });

  it('moves a theme under another and says why a cycle is refused', async () => {
    const calls = answer(() =>
      json(
        {
          error: 'validation_error',
          message: 'body.theme.parent_id: a theme cannot move under itself or one of its sub-themes',
        },
        400,
      ),
    );
    const user = userEvent.setup();
    renderNewsroom(`/app/redaction/annuaire/themes/${ENERGIE}`);
    const parent = await screen.findByLabelText('Thème parent');
    // Its own subtree is not offered; a stale choice is still refused by the server.
    expect(within(parent).queryByRole('option', { name: /Nucléaire/ })).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Confidentiel'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Un thème ne peut aller ni sous lui-même ni sous un de ses sous-thèmes.',
    );
    expect(screen.getByLabelText('Confidentiel')).toBeChecked();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      theme: { item: 'Énergie', type: '', description: '', confidential: true, parent_id: null },
    });
  });

  it('merges a duplicate after confirmation', async () => {
    const calls = answer(() => json(BORNE_RECORD));
    const user = userEvent.setup();
    renderNewsroom(`/app/redaction/annuaire/contacts/${BORNE}`);
    const duplicate = await screen.findByLabelText('Doublon à fusionner dans cette fiche');
    await waitFor(() => expect(within(duplicate).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(duplicate, DOUBLON);
    await user.click(screen.getByRole('button', { name: 'Fusionner' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Fusionner « Elisabeth Borne » dans « Élisabeth Borne » ?');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Fusionner' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    const merge = calls.find((call) => call.method === 'POST');
    expect(merge?.path).toBe(apiUrl('mergeContacts', { params: { id: BORNE } }));
    expect(merge?.body).toEqual({ duplicate_id: DOUBLON });
  });
});
