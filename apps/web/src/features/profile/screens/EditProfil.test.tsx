import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '../../../lib/api-client.ts';
import { useStore } from '../../../lib/store.ts';
import { ME } from '../../../test/people.ts';
import { EditProfil } from './EditProfil.tsx';

const renderForm = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/app/settings/edit']}>
        <EditProfil />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('EditProfil', () => {
  beforeEach(() => useStore.setState({ compte: ME, online: true }));
  afterEach(() => vi.restoreAllMocks());

  it('has its title and fields filled from the signed-in user', () => {
    renderForm();
    expect(screen.getByRole('heading', { level: 1, name: 'éditer mon profil' })).toBeInTheDocument();
    expect(screen.getByLabelText('Prénom')).toHaveValue('Camille');
    expect(screen.getByLabelText('Nom')).toHaveValue('Durand');
    expect(screen.getByLabelText('Biographie')).toHaveValue('Analyste veille.');
    expect(screen.getByLabelText('Choisir une photo')).toHaveAttribute('accept', 'image/*');
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
  });

  it('disables every field offline and says why', () => {
    useStore.setState({ online: false });
    renderForm();
    expect(screen.getByText(/Hors ligne/)).toBeInTheDocument();
    for (const label of ['Prénom', 'Nom', 'Biographie', 'Choisir une photo'])
      expect(screen.getByLabelText(label)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
  });

  it('shows the save error at the top and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.clear(screen.getByLabelText('Prénom'));
    await user.type(screen.getByLabelText('Prénom'), 'Camila');
    await user.type(screen.getByLabelText('Biographie'), ' Voir https://vigie.example');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('An error occured');
    expect(screen.getByLabelText('Prénom')).toHaveValue('Camila');
    expect(screen.getByLabelText('Biographie')).toHaveValue('Analyste veille. Voir https://vigie.example');
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
    expect(useStore.getState().compte).toEqual(ME);
  });

  it('sends trimmed names and leaves the picture out when it was not changed', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Nom'), '  ');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByRole('alert');

    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe(apiUrl('updateUser', { params: { id: ME.id } }));
    expect(JSON.parse(String(init?.body))).toEqual({
      user: { firstname: 'Camille', lastname: 'Durand', biography: 'Analyste veille.' },
    });
  });
});
