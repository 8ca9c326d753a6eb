import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ThemeTree } from '@vigie/contract';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getThemeTreeQueryOptions } from '../api/get-theme-tree.ts';
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

function renderTree(tree: ThemeTree | undefined) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (tree) queryClient.setQueryData(getThemeTreeQueryOptions().queryKey, tree);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/app/explorer']}>
        <ThemeTreeList />
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

  it('says when there is no theme', () => {
    renderTree([]);
    expect(screen.getByText('Aucun élément à afficher')).toBeInTheDocument();
  });
});
