import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '../../../lib/api-client.ts';
import { useStore } from '../../../lib/store.ts';
import SetPassword from './SetPassword.tsx';

const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const answer = (status: number, body: unknown = null) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(body === null ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );

async function fill(password: string, confirmation = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Nouveau mot de passe'), password);
  await user.type(screen.getByLabelText('Confirmer le mot de passe'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
}

describe('the set-password page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('holds the password to the server’s rules before sending anything', async () => {
    const fetchSpy = answer(204);
    render(<SetPassword token={TOKEN} onDone={() => {}} />);
    await fill('court');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Le mot de passe doit compter au moins 12 caractères.',
    );
    expect(screen.getByLabelText('Nouveau mot de passe')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.setup().clear(screen.getByLabelText('Nouveau mot de passe'));
    await userEvent.setup().clear(screen.getByLabelText('Confirmer le mot de passe'));
    await fill('une longue phrase secrète', 'une longue phrase secrete');
    expect(screen.getByRole('alert')).toHaveTextContent('Les deux mots de passe ne correspondent pas.');
    expect(screen.getByLabelText('Confirmer le mot de passe')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends the token and password, then leaves for Connexion with the confirmation', async () => {
    const fetchSpy = answer(204);
    const onDone = vi.fn();
    window.history.replaceState(null, '', `/app/password/${TOKEN}`);
    render(<SetPassword token={TOKEN} onDone={onDone} />);
    await fill('une longue phrase secrète');
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe(apiUrl('setPassword'));
    expect(JSON.parse(String(init?.body))).toEqual({ token: TOKEN, password: 'une longue phrase secrète' });
    expect(window.location.pathname).toBe('/app');
    expect(useStore.getState().notice).toBe('password_set');
  });

  it('says when the link was used, expired or replaced', async () => {
    answer(400, {
      error: 'validation_error',
      message: 'body.token: this link is unknown, already used or expired',
    });
    render(<SetPassword token={TOKEN} onDone={() => {}} />);
    await fill('une longue phrase secrète');
    expect(await screen.findByRole('alert')).toHaveTextContent(/Ce lien n'est plus valable/);
    expect(screen.queryByLabelText('Nouveau mot de passe')).not.toBeInTheDocument();
  });

  it('refuses a malformed link without asking the server, and says when to try again after too many tries', async () => {
    const fetchSpy = answer(429, { error: 'too_many_requests', message: 'Too many' });
    const { unmount } = render(<SetPassword token="court" onDone={() => {}} />);
    await fill('une longue phrase secrète');
    expect(await screen.findByRole('alert')).toHaveTextContent(/Ce lien n'est plus valable/);
    expect(fetchSpy).not.toHaveBeenCalled();
    unmount();
    render(<SetPassword token={TOKEN} onDone={() => {}} />);
    await fill('une longue phrase secrète');
    expect(await screen.findByRole('alert')).toHaveTextContent("Trop d'essais. Réessayez dans 15 minutes.");
  });
});
