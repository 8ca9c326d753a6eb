import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStore } from '../lib/store.ts';
import { ME } from '../test/people.ts';
import { Navigator } from './Navigator.tsx';

const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';

describe('a set-password link', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens its page even on a signed-in device, then Connexion with the confirmation', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(null, { status: 204 }));
    useStore.setState({ initialized: true, compte: ME, tokenNIP: Date.now() });
    window.history.replaceState(null, '', `/app/password/${TOKEN}`);
    const user = userEvent.setup();
    render(<Navigator />);
    await user.type(await screen.findByLabelText('Nouveau mot de passe'), 'une longue phrase secrète');
    await user.type(screen.getByLabelText('Confirmer le mot de passe'), 'une longue phrase secrète');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(
      await screen.findByText('Votre mot de passe est enregistré : connectez-vous avec le nouveau.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
    expect(useStore.getState().compte).toBeNull();
    expect(window.location.pathname).toBe('/app');
  });
});
