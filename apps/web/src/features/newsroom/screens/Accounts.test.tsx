import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUser } from '@vigie/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '../../../lib/api-client.ts';
import { useStore } from '../../../lib/store.ts';
import { ME } from '../../../test/people.ts';
import { type Call, json, renderNewsroom, serve } from '../testing.tsx';

const account = (
  id: string,
  firstname: string,
  lastname: string,
  extra: Partial<AdminUser> = {},
): AdminUser => ({
  id,
  firstname,
  lastname,
  username: '',
  img: null,
  email: `${firstname.toLowerCase()}@vigie.example`,
  role: 'reader',
  is_active: true,
  has_confidential_access: false,
  last_sign_in_at: null,
  ...extra,
});

const BASILE = account('b1b1b1b1b1b1b1b1b1b1b1b1', 'Basile', 'Martin', {
  last_sign_in_at: '2026-03-02T09:00:00.000Z',
});
const CLARA = account('c2c2c2c2c2c2c2c2c2c2c2c2', 'Clara', 'Petit', { role: 'editor' });
const LINK = {
  url: 'https://vigie.example/app/password/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ',
  expires_at: '2026-03-03T09:00:00.000Z',
};
const NEW_LINK = { ...LINK, url: LINK.url.replace('abcdef', 'zyxwvu') };
const TAKEN = {
  error: 'validation_error',
  message: 'body.user.email: another account already uses this e-mail',
};

/** The accounts routes; `refuse` answers a create or an update instead of accepting it. */
function accountsServer(refuse: { create?: () => Response | undefined; update?: Response } = {}) {
  const accounts = [BASILE, CLARA];
  return serve((call: Call) => {
    if (call.method === 'GET' && call.path === apiUrl('listAdminUsers')) {
      const search = call.search.get('search')?.toLowerCase();
      return json(accounts.filter((a) => !search || a.lastname.toLowerCase().includes(search)));
    }
    if (call.method === 'POST' && call.path === apiUrl('createAdminUser')) {
      const refused = refuse.create?.();
      if (refused) return refused;
      const user = {
        ...account('d3d3d3d3d3d3d3d3d3d3d3d3', '', ''),
        ...(call.body as { user: AdminUser }).user,
      };
      accounts.push(user);
      return json({ user, reset_link: LINK }, 201);
    }
    if (call.method === 'PUT')
      return refuse.update ?? json({ ...BASILE, ...(call.body as { user: object }).user });
    if (call.path.endsWith('/sign_out')) return json({ sessions_revoked: 2 });
    if (call.path.endsWith('/reset_link')) return json(NEW_LINK);
    return json({ error: 'not_found', message: 'Not found' }, 404);
  });
}

const basileRow = async () =>
  (await screen.findByRole('heading', { name: 'Basile Martin' })).closest('li') as HTMLElement;

describe('Comptes', () => {
  beforeEach(() => useStore.setState({ compte: { ...ME, role: 'admin' }, online: true }));
  afterEach(() => vi.restoreAllMocks());

  it('lists and searches the accounts, with their state and last sign-in', async () => {
    const calls = accountsServer();
    const user = userEvent.setup();
    renderNewsroom('/app/redaction/comptes');
    const row = await basileRow();
    expect(within(row).getByText('basile@vigie.example')).toBeInTheDocument();
    expect(within(row).getByText('Actif')).toBeInTheDocument();
    expect(within(row).getByText(/^Dernière connexion : /)).toBeInTheDocument();
    expect(within(row).getByRole('combobox', { name: 'Rôle de Basile Martin' })).toHaveValue('reader');
    await user.type(screen.getByLabelText('Rechercher un compte'), 'petit');
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Basile Martin' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('heading', { name: 'Clara Petit' })).toBeInTheDocument();
    expect(calls.some((call) => call.search.get('search') === 'petit')).toBe(true);
  });

  it('keeps what was typed when the e-mail is taken, then shows the one-time link, never a password', async () => {
    let refused = true;
    const calls = accountsServer({ create: () => (refused ? json(TAKEN, 400) : undefined) });
    const user = userEvent.setup();
    renderNewsroom('/app/redaction/comptes');
    await user.click(screen.getByRole('button', { name: 'Nouveau compte' }));
    await user.type(screen.getByLabelText('Prénom'), 'Denise');
    await user.type(screen.getByLabelText('Nom'), 'Roux');
    await user.type(screen.getByLabelText('E-mail'), 'basile@vigie.example');
    await user.selectOptions(screen.getByLabelText('Rôle'), 'editor');
    await user.click(screen.getByRole('checkbox', { name: 'Accès confidentiel' }));
    await user.click(screen.getByRole('button', { name: 'Créer le compte' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Un autre compte utilise déjà cette adresse e-mail.',
    );
    expect(screen.getByLabelText('Prénom')).toHaveValue('Denise');
    expect(screen.getByLabelText('E-mail')).toHaveValue('basile@vigie.example');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');

    refused = false;
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'denise@vigie.example');
    await user.click(screen.getByRole('button', { name: 'Créer le compte' }));
    const link = await screen.findByRole('textbox', { name: 'Lien à usage unique pour Denise Roux' });
    expect(link).toHaveValue(LINK.url);
    expect(screen.getByText(/ne s'affiche qu'une fois/)).toHaveTextContent(/Valable jusqu'au 3 mars 2026/);
    expect(screen.getByText('Compte créé pour Denise Roux.')).toBeInTheDocument();
    const created = calls.filter((call) => call.method === 'POST').at(-1);
    expect(created?.body).toEqual({
      user: {
        firstname: 'Denise',
        lastname: 'Roux',
        email: 'denise@vigie.example',
        role: 'editor',
        has_confidential_access: true,
      },
    });
    expect(document.body.textContent).not.toMatch(/mot de passe :/i);
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copier le lien' }));
    expect(writeText).toHaveBeenCalledWith(LINK.url);
    expect(await screen.findByText('Lien copié')).toBeInTheDocument();
  });

  it('changes role and confidential access', async () => {
    const calls = accountsServer();
    const user = userEvent.setup();
    renderNewsroom('/app/redaction/comptes');
    const row = await basileRow();
    await user.selectOptions(within(row).getByRole('combobox', { name: 'Rôle de Basile Martin' }), 'admin');
    await user.click(within(row).getByRole('checkbox', { name: 'Accès confidentiel de Basile Martin' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PUT').map((call) => [call.path, call.body])).toEqual([
      [apiUrl('updateAdminUser', { params: { id: BASILE.id } }), { user: { role: 'admin' } }],
      [apiUrl('updateAdminUser', { params: { id: BASILE.id } }), { user: { has_confidential_access: true } }],
    ]);
  });

  it('says why the server refused a change', async () => {
    const message = 'body.user.role: an admin cannot demote themselves: ask another admin';
    accountsServer({ update: json({ error: 'validation_error', message }, 400) });
    const user = userEvent.setup();
    renderNewsroom('/app/redaction/comptes');
    const row = await basileRow();
    await user.selectOptions(within(row).getByRole('combobox', { name: 'Rôle de Basile Martin' }), 'editor');
    expect(await within(row).findByRole('alert')).toHaveTextContent(
      "Vous ne pouvez pas retirer votre propre rôle d'administrateur : demandez-le à un autre administrateur.",
    );
  });

  it('deactivates only after confirmation', async () => {
    const calls = accountsServer();
    const user = userEvent.setup();
    renderNewsroom('/app/redaction/comptes');
    const row = await basileRow();
    await user.click(within(row).getByRole('button', { name: 'Désactiver' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Désactiver le compte de Basile Martin ?');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await user.click(within(row).getByRole('button', { name: 'Désactiver' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Désactiver' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ user: { is_active: false } }),
    );
  });

  it('shows only the link that works: a new one for an account just created replaces the first', async () => {
    accountsServer();
    const user = userEvent.setup();
    renderNewsroom('/app/redaction/comptes');
    await user.click(screen.getByRole('button', { name: 'Nouveau compte' }));
    await user.type(screen.getByLabelText('Prénom'), 'Denise');
    await user.type(screen.getByLabelText('Nom'), 'Roux');
    await user.type(screen.getByLabelText('E-mail'), 'denise@vigie.example');
    await user.click(screen.getByRole('button', { name: 'Créer le compte' }));
    const name = 'Lien à usage unique pour Denise Roux';
    expect(await screen.findByRole('textbox', { name })).toHaveValue(LINK.url);
    const row = (await screen.findByRole('heading', { name: 'Denise Roux' })).closest('li')!;
    await user.click(within(row).getByRole('button', { name: 'Lien de mot de passe' }));
    await within(row).findByRole('textbox', { name });
    expect(
      screen.getAllByRole('textbox', { name }).map((field) => (field as HTMLInputElement).value),
    ).toEqual([NEW_LINK.url]);
  });

  it('signs a user out everywhere, and gives a new password link', async () => {
    accountsServer();
    const user = userEvent.setup();
    renderNewsroom('/app/redaction/comptes');
    const row = await basileRow();
    await user.click(within(row).getByRole('button', { name: 'Déconnecter partout' }));
    expect(await within(row).findByText('2 sessions fermées.')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Lien de mot de passe' }));
    const link = await within(row).findByRole('textbox', { name: 'Lien à usage unique pour Basile Martin' });
    expect(link).toHaveValue(NEW_LINK.url);
    expect(link).toHaveFocus();
    await user.click(within(row).getByRole('button', { name: 'Fermer' }));
    expect(within(row).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('keeps a link just given while searches leave its account out and bring it back', async () => {
    accountsServer();
    const user = userEvent.setup();
    renderNewsroom('/app/redaction/comptes');
    const row = await basileRow();
    await user.click(within(row).getByRole('button', { name: 'Lien de mot de passe' }));
    const name = 'Lien à usage unique pour Basile Martin';
    expect(await within(row).findByRole('textbox', { name })).toHaveValue(NEW_LINK.url);
    const search = screen.getByLabelText('Rechercher un compte');
    await user.type(search, 'martin');
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Clara Petit' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('textbox', { name })).toHaveValue(NEW_LINK.url);
    await user.clear(search);
    await user.type(search, 'petit');
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Basile Martin' })).not.toBeInTheDocument(),
    );
    await user.clear(search);
    expect(await screen.findByRole('textbox', { name })).toHaveValue(NEW_LINK.url);
    expect(search).toHaveFocus();
  });

  it('is an admin’s: an editor is told so and not offered the section', async () => {
    useStore.setState({ compte: { ...ME, role: 'editor' } });
    const calls = accountsServer();
    renderNewsroom('/app/redaction/comptes');
    expect(screen.getByRole('alert')).toHaveTextContent('Cette rubrique est réservée aux administrateurs.');
    expect(screen.queryByRole('link', { name: 'Comptes' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === apiUrl('listAdminUsers'))).toBe(false);
  });
});
