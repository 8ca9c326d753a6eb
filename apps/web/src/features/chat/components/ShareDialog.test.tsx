import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PostDetail } from '@vigie/contract';
import { describe, expect, it } from 'vitest';
import { getUsersQueryOptions } from '../../../lib/api/list-users.ts';
import { useStore } from '../../../lib/store.ts';
import { ME, person } from '../../../test/people.ts';
import { SharePostButton } from './SharePostButton.tsx';

const USERS = [
  person('u1', 'Éloïse', 'Martin'),
  person('u2', 'Jean Marc', 'Durand', { has_confidential_access: false }),
  person('u3', 'Paul', 'Arnaud', { is_active: false }),
  person(ME.id, ME.firstname, ME.lastname),
];

function renderShare({ confidential = false, online = true } = {}) {
  useStore.setState({ compte: ME, online });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(getUsersQueryOptions().queryKey, USERS);
  const post = { id: 'p1', title: 'EPR2', confidential } as PostDetail;
  render(
    <QueryClientProvider client={queryClient}>
      <SharePostButton post={post} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const colleagues = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('checkbox')
    .map((box) => box.closest('label')?.textContent);

describe('Partager par message privé', () => {
  it('lists the active colleagues but oneself, searchable ignoring accents, and sends only once one is chosen', async () => {
    const user = renderShare();
    await user.click(screen.getByRole('button', { name: 'Partager par message privé' }));
    const dialog = screen.getByRole('dialog', { name: 'Partager par message privé' });
    expect(colleagues(dialog)).toEqual(['Jean Marc Durand', 'Éloïse Martin']);
    const send = within(dialog).getByRole('button', { name: 'Envoyer' });
    expect(send).toBeDisabled();

    await user.type(within(dialog).getByRole('searchbox', { name: 'Rechercher un collègue' }), 'eloi');
    expect(colleagues(dialog)).toEqual(['Éloïse Martin']);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Éloïse Martin' }));
    expect(send).toBeEnabled();
  });

  it('offers a confidential post only to colleagues with confidential access', async () => {
    const user = renderShare({ confidential: true });
    await user.click(screen.getByRole('button', { name: 'Partager par message privé' }));
    expect(colleagues(screen.getByRole('dialog'))).toEqual(['Éloïse Martin']);
  });

  it('is disabled offline', () => {
    renderShare({ online: false });
    expect(screen.getByRole('button', { name: 'Partager par message privé' })).toBeDisabled();
  });
});
