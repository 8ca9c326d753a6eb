import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStore } from '../../../lib/store.ts';
import { Connexion } from './Connexion.tsx';

describe('Connexion', () => {
  afterEach(() => vi.restoreAllMocks());

  it('labels its fields and shows Se connecter only when both are filled', async () => {
    const user = userEvent.setup();
    render(<Connexion />);
    const submit = () => screen.queryByRole('button', { name: 'Se connecter' });
    expect(submit()).toBeNull();
    await user.type(screen.getByLabelText('E-mail'), 'lecteur@vigie.example');
    expect(submit()).toBeNull();
    await user.type(screen.getByLabelText('Mot de passe'), 'secret');
    expect(submit()).toBeVisible();
    await user.clear(screen.getByLabelText('E-mail'));
    expect(submit()).toBeNull();
  });

  it('reveals the password on demand, and says where to ask for a forgotten one', async () => {
    const user = userEvent.setup();
    render(<Connexion />);
    const password = screen.getByLabelText('Mot de passe');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('link', { name: 'support@vigie.example' })).toHaveAttribute(
      'href',
      'mailto:support@vigie.example',
    );
  });

  it('shows the PIN-failure alert once after that sign-out, and in English when chosen', async () => {
    useStore.setState({ notice: 'pin_failures', lang: 'en' });
    const user = userEvent.setup();
    render(<Connexion />);
    expect(screen.getByText('You missed your PIN 3 times. You are being signed out.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK', hidden: true }));
    expect(useStore.getState().notice).toBeNull();
  });

  it('shows the title and support address an admin configured, and names the page after the title', async () => {
    const values: Record<string, string> = {
      app_title: JSON.stringify({ title: 'Veille Cabinet' }),
      support_email: JSON.stringify({ email: 'aide@cabinet.example' }),
    };
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const key = String(input).split('/app_config/')[1] ?? '';
      const body = key in values ? { key, value: values[key] } : { error: 'not_found', message: 'Not found' };
      return new Response(JSON.stringify(body), { status: key in values ? 200 : 404 });
    });
    render(<Connexion />);
    expect(await screen.findByRole('heading', { name: 'Veille Cabinet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'aide@cabinet.example' })).toHaveAttribute(
      'href',
      'mailto:aide@cabinet.example',
    );
    expect(document.title).toBe('Veille Cabinet');
  });
});
