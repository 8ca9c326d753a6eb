import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@vigie/contract';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { userKeys } from '../../../lib/api/get-user.ts';
import { useStore } from '../../../lib/store.ts';
import { ME } from '../../../test/people.ts';
import { MyProfil } from './MyProfil.tsx';

const colleague: User = {
  id: 'bbbbbbbbbbbbbbbbbbbbbbbb',
  firstname: 'Noé',
  lastname: 'Martin',
  username: 'nmartin',
  img: null,
  email: 'noe@vigie.example',
  biography: '',
  is_active: true,
  has_confidential_access: false,
};

function CurrentPath() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

const profile = <MyProfil feed={(userId) => <p>feed of {userId}</p>} />;

function renderAt(path: string, queryClient = new QueryClient()) {
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {['/app/profil/:idProfil?', '/app/tendance/profil/:idProfil?'].map((route) => (
            <Route key={route} path={route} element={profile} />
          ))}
          <Route path="*" element={null} />
        </Routes>
        <CurrentPath />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('MyProfil', () => {
  beforeEach(() => useStore.setState({ compte: ME }));

  it('shows one’s own profile with its four actions and one’s own posts', () => {
    renderAt('/app/profil');
    expect(screen.getByRole('heading', { level: 1, name: 'Camille Durand' })).toBeInTheDocument();
    expect(screen.getByText('camille@vigie.example')).toHaveAttribute('href', 'mailto:camille@vigie.example');
    for (const [name, href] of [
      ['Modifier mon profil', '/app/settings/edit'],
      ['Réglages', '/app/settings'],
      ['Mes focus', '/app/my-focus'],
      ['Mes signets', '/app/signet'],
    ])
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    expect(screen.getByRole('heading', { level: 2, name: 'Publications' })).toBeInTheDocument();
    expect(screen.getByText(`feed of ${ME.id}`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Envoyer un message' })).toBeNull();
  });

  it('keeps links inside the tab the profile was opened from', () => {
    renderAt('/app/tendance/profil');
    expect(screen.getByRole('link', { name: 'Mes signets' })).toHaveAttribute('href', '/app/tendance/signet');
  });

  it('shows the own profile when the id in the path is one’s own', () => {
    renderAt(`/app/profil/${ME.id}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Camille Durand' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Modifier mon profil' })).toBeInTheDocument();
  });

  it('shows a colleague with a message button and a way back, without one’s own actions', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(userKeys.detail(colleague.id), colleague);
    renderAt(`/app/profil/${colleague.id}`, queryClient);
    expect(screen.getByRole('heading', { level: 1, name: 'Noé Martin' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'noe@vigie.example' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retour' })).toBeInTheDocument();
    for (const name of ['Modifier mon profil', 'Réglages', 'Mes focus', 'Mes signets'])
      expect(screen.queryByRole('link', { name })).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Envoyer un message' }));
    expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/app/message');
  });

  it('says so when a colleague’s profile cannot be loaded', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderAt(`/app/profil/${colleague.id}`, queryClient);
    expect(screen.getByText('Chargement…')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occured');
  });
});
