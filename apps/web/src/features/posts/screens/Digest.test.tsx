import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { Digest as DigestAnswer } from '@vigie/contract';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStore } from '../../../lib/store.ts';
import { postCard } from '../../../test/post-card.ts';
import Digest from './Digest.tsx';

const card = (id: string, title: string) => postCard(id, title, '2026-11-25T09:00:00.000Z', { summary: '' });

function renderDigest(answer: DigestAnswer) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) =>
    String(url).includes('/digest')
      ? new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } })
      : new Response('[]', { headers: { 'content-type': 'application/json' } }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/app/digest']}>
        <Digest />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Digest', () => {
  beforeEach(() => useStore.setState({ online: true, lang: 'fr' }));
  afterEach(() => vi.restoreAllMocks());

  it('lists the day’s posts under each followed item and saved search', async () => {
    const both = card('b'.repeat(24), 'Tarifs et rencontre');
    renderDigest({
      since: '2026-11-24T09:00:00.000Z',
      groups: [
        {
          kind: 'contact',
          id: 'c'.repeat(24),
          name: 'Anne Durand',
          posts: [both, card('d'.repeat(24), 'Rencontre')],
        },
        { kind: 'search', id: 'e'.repeat(24), name: 'tarifs', posts: [both] },
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Résumé du jour' })).toBeInTheDocument();
    const contact = await screen.findByRole('region', { name: 'Anne Durand' });
    expect(within(contact).getAllByRole('article')).toHaveLength(2);
    const search = screen.getByRole('region', { name: 'Recherche « tarifs »' });
    expect(within(search).getByRole('article')).toHaveTextContent('Tarifs et rencontre');
  });

  it('says when nothing came', async () => {
    renderDigest({ since: '2026-11-24T09:00:00.000Z', groups: [] });
    expect(await screen.findByText('Aucune publication sur vos focus depuis 24 heures.')).toBeInTheDocument();
  });
});
