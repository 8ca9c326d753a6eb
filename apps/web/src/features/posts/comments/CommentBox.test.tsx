import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getUsersQueryOptions } from '../../../lib/api/list-users.ts';
import { useStore } from '../../../lib/store.ts';
import { person } from '../../../test/people.ts';
import { CommentBox } from './CommentBox.tsx';

const USERS = [
  person('u1', 'Éloïse', 'Martin'),
  person('u2', 'Jean Marc', 'Durand', { has_confidential_access: false }),
  person('u3', 'Paul', 'Arnaud', { is_active: false }),
];

function renderBox({ confidential = false } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData(getUsersQueryOptions().queryKey, USERS);
  render(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <CommentBox postId="p1" postTitle="Budget 2027" confidential={confidential} autoFocus />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), box: screen.getByRole('combobox', { name: 'Votre commentaire' }) };
}

/** The options in order, by accessible name: the avatar's initials are hidden from it. */
function expectOptions(names: string[]) {
  const options = screen.queryAllByRole('option');
  expect(options).toHaveLength(names.length);
  for (const [index, name] of names.entries()) expect(options[index]).toHaveAccessibleName(name);
}

describe('CommentBox', () => {
  it('puts the cursor in the box and lists the active colleagues after @', async () => {
    const { user, box } = renderBox();
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('Merci @');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: 'Personnes à mentionner' })).toBeVisible();
    expectOptions(['Jean Marc Durand', 'Éloïse Martin']);
  });

  it('lists only those with confidential access on a confidential post', async () => {
    const { user } = renderBox({ confidential: true });
    await user.keyboard('@');
    expectOptions(['Éloïse Martin']);
  });

  it('filters as one types and closes on a trailing space', async () => {
    const { user, box } = renderBox();
    await user.keyboard('@elo');
    expectOptions(['Éloïse Martin']);
    await user.keyboard(' ');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('chooses with the keyboard: ArrowDown marks an option, Enter inserts the first name', async () => {
    const { user, box } = renderBox();
    await user.keyboard('Vu @j');
    await user.keyboard('{ArrowDown}');
    const option = screen.getByRole('option', { name: 'Jean Marc Durand' });
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', option.id);
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Vu @JeanMarc ');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('merci');
    expect(box).toHaveValue('Vu @JeanMarc merci');
  });

  it('closes the list on Escape and keeps the text', async () => {
    const { user, box } = renderBox();
    await user.keyboard('@');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('@');
  });

  it('inserts the clicked option', async () => {
    const { user, box } = renderBox();
    await user.keyboard('Bravo @mar');
    await user.click(screen.getByRole('option', { name: 'Éloïse Martin' }));
    expect(box).toHaveValue('Bravo @Éloïse ');
    expect(box).toHaveFocus();
  });

  it('sends only a non-blank text', async () => {
    const { user } = renderBox();
    const send = screen.getByRole('button', { name: 'Envoyer le commentaire' });
    expect(send).toBeDisabled();
    await user.keyboard('   ');
    expect(send).toBeDisabled();
    await user.keyboard('Bien vu');
    expect(send).toBeEnabled();
  });

  it('stays open offline, and says the comment will go once the connection is back', async () => {
    useStore.setState({ online: false });
    const { user, box } = renderBox();
    expect(box).toBeEnabled();
    expect(box).toHaveAccessibleDescription(
      'Hors ligne : le commentaire sera envoyé au retour de la connexion',
    );
    await user.keyboard('Bien vu');
    expect(screen.getByRole('button', { name: 'Envoyer le commentaire' })).toBeEnabled();
  });

  it('keeps the text and shows an error when the comment cannot be sent', async () => {
    const { user, box } = renderBox();
    await user.keyboard('Bien vu');
    await user.click(screen.getByRole('button', { name: 'Envoyer le commentaire' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occured');
    expect(box).toHaveValue('Bien vu');
  });
});
