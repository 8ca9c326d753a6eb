import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ThemeTree } from '@vigie/contract';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { focusListQueryOptions } from '../api/focus-lists.ts';
import { getThemeTreeQueryOptions } from '../api/get-theme-tree.ts';
import { type UpdateMode, UpdateModeContext } from '../update-mode.ts';
import { ThemeTreeList } from './ThemeTreeList.tsx';

const id = (n: number) => String(n).padStart(24, '0');
const node = (n: number, item: string, level: number, confidential = false) => ({
  id: id(n),
  item,
  level,
  confidential,
  type: 'theme',
});
const TREE: ThemeTree = [
  {
    ...node(1, 'Énergie', 1),
    children: [{ ...node(2, 'Nucléaire', 2), children: [{ ...node(3, 'EPR2', 3), children: [] }] }],
  },
  { ...node(4, 'Dossiers sensibles', 1, true), children: [] },
];

function renderTree(tree: ThemeTree | undefined, mode: UpdateMode | null = null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (tree) queryClient.setQueryData(getThemeTreeQueryOptions().queryKey, tree);
  queryClient.setQueryData(focusListQueryOptions('theme').queryKey, [
    {
      id: id(3),
      name: 'EPR2',
      img: null,
      confidential: false,
      focus_enabled: true,
      notification_enabled: false,
    },
  ]);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/app/explorer']}>
        <UpdateModeContext value={mode}>
          <ThemeTreeList />
        </UpdateModeContext>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ThemeTreeList', () => {
  it('nests the three levels, each a link to its theme, and locks the confidential ones', () => {
    renderTree(TREE);
    const root = screen.getByRole('list', { name: 'Thèmes' });
    const energie = within(root).getByRole('link', { name: 'Énergie' });
    expect(energie).toHaveAttribute('href', `/app/explorer/theme/${id(1)}`);
    const leaf = screen.getByRole('link', { name: 'EPR2' });
    expect(leaf.closest('ul')?.parentElement?.closest('ul')?.parentElement?.closest('ul')).toBe(root);
    expect(screen.getByRole('link', { name: 'Dossiers sensibles Confidentiel' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nucléaire' })).not.toHaveTextContent('Confidentiel');
  });

  it('shows the toggles in update mode only', () => {
    renderTree(TREE);
    expect(screen.queryByRole('button', { name: /^Focus :/ })).toBeNull();
    cleanup();
    renderTree(TREE, { showAll: true });
    expect(screen.getByRole('button', { name: 'Focus : EPR2' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Notifications : Dossiers sensibles' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('with the switch off, keeps the active themes and the path down to them', () => {
    renderTree(TREE, { showAll: false });
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Énergie ',
      'Nucléaire ',
      'EPR2 ',
    ]);
  });

  it('says when there is no theme', () => {
    renderTree([]);
    expect(screen.getByText('Aucun élément à afficher')).toBeInTheDocument();
  });
});
