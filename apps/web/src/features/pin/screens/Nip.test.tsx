import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useStore } from '../../../lib/store.ts';
import { hashPin } from '../pin-hash.ts';
import { Nip } from './Nip.tsx';

const account = { id: 'a'.repeat(24), firstname: 'Léa', lastname: 'Martin' } as never;
const press = (user: ReturnType<typeof userEvent.setup>, digits: string) =>
  [...digits].reduce(
    (done, digit) => done.then(() => user.click(screen.getByRole('button', { name: digit }))),
    Promise.resolve(),
  );

describe('NIP', () => {
  it('creates a PIN after login, storing only its hash, and unlocks', async () => {
    useStore.setState({ compte: account });
    const user = userEvent.setup();
    render(<Nip />);
    expect(screen.getByRole('heading')).toHaveTextContent(
      'Vous venez de vous connecter, vous devez créer un NIP',
    );
    await press(user, '2580');
    await waitFor(() => expect(useStore.getState().tokenNIP).not.toBeNull());
    expect(useStore.getState().pin?.hash).toBeTruthy();
    expect(localStorage.getItem('vigie')).not.toContain('2580');
  });

  it('counts a miss, says how many attempts are left, and takes digits from the keyboard', async () => {
    useStore.setState({ compte: account, pin: await hashPin('2580') });
    const user = userEvent.setup();
    render(<Nip />);
    expect(screen.getByRole('heading')).toHaveTextContent('Saisissez votre NIP');
    await user.keyboard('1111');
    expect(await screen.findByText('Code incorrect. Il vous reste 2 tentatives.')).toBeInTheDocument();
    expect(useStore.getState().attempts).toBe(1);

    await user.keyboard('25{Backspace}58');
    expect(screen.getByRole('img', { name: '3 chiffres saisis sur 4' })).toBeInTheDocument();
    await user.keyboard('0');
    await waitFor(() => expect(useStore.getState().attempts).toBe(0));
    expect(useStore.getState().tokenNIP).not.toBeNull();
  });

  it('signs out at the third miss, with the notice for Connexion', async () => {
    useStore.setState({ compte: account, pin: await hashPin('2580'), attempts: 2 });
    const user = userEvent.setup();
    render(<Nip />);
    await press(user, '0000');
    await waitFor(() => expect(useStore.getState().compte).toBeNull());
    expect(useStore.getState()).toMatchObject({
      pin: null,
      tokenNIP: null,
      attempts: 0,
      notice: 'pin_failures',
    });
  });

  it('changes the PIN: the old one first, then the new one', async () => {
    useStore.setState({ compte: account, pin: await hashPin('2580') });
    const onChanged = vi.fn();
    const user = userEvent.setup();
    render(<Nip isChange onChanged={onChanged} />);
    expect(screen.getByRole('heading')).toHaveTextContent('Saisissez votre ancien NIP');
    await press(user, '2580');
    expect(await screen.findByRole('heading', { name: 'Saisissez votre nouveau NIP' })).toBeInTheDocument();
    const before = useStore.getState().pin;
    await press(user, '1397');
    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
    expect(useStore.getState().pin).not.toEqual(before);
  });
});
