import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStore } from '../../../lib/store.ts';
import { ME } from '../../../test/people.ts';
import { Reglage } from './Reglage.tsx';

const renderSettings = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/app/settings']}>
        <Reglage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('Reglage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('hides Rédaction from a reader', () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    useStore.setState({ compte: ME });
    renderSettings();
    expect(screen.getByRole('link', { name: 'Apparence' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Rédaction' })).not.toBeInTheDocument();
  });

  it('leads editors and admins to Rédaction', () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    for (const role of ['editor', 'admin'] as const) {
      useStore.setState({ compte: { ...ME, role } });
      const { unmount } = renderSettings();
      expect(screen.getByRole('link', { name: 'Rédaction' })).toHaveAttribute('href', '/app/redaction');
      unmount();
    }
  });
});
