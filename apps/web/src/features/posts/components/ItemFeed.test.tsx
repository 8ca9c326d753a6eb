import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Markers } from '@vigie/contract';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { card, markerAt } from '../testing/feed-world.tsx';
import { ItemFeed } from './ItemFeed.tsx';

const THEME = 'cccccccccccccccccccccccc';
const TIMELINE = `theme:${THEME}`;
const newest = card('aaaaaaaaaaaaaaaaaaaaaaa3', 'Budget 2027 adopté', 1);
const middle = card('aaaaaaaaaaaaaaaaaaaaaaa2', 'Audition du ministre', 5);
const oldest = card('aaaaaaaaaaaaaaaaaaaaaaa1', 'Rapport sur l’énergie', 9);

/** The theme's briefing over a fake API whose marker for it stands at `middle`. */
function renderBriefing(followed: boolean) {
  const requests: string[] = [];
  const saved: unknown[] = [];
  let markers: Markers = { [TIMELINE]: markerAt(middle, 1) };
  const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://vigie.test');
    const method = init?.method ?? 'GET';
    requests.push(`${method} ${url.pathname}${url.search}`);
    const path = url.pathname.replace('/api/v1', '');
    if (path === '/markers' && method === 'POST') {
      saved.push(JSON.parse(String(init?.body)));
      markers = { [TIMELINE]: markerAt(newest, 0) };
      return answer(markers);
    }
    if (path === '/markers') return answer(markers);
    if (path === '/post/feed/custom') return answer({ data: [newest, middle, oldest], cursor: false });
    return answer([]);
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ItemFeed type="theme" id={THEME} followed={followed} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { requests, saved };
}

beforeEach(() => queryClient.clear());
afterEach(() => vi.restoreAllMocks());

describe("A followed item's briefing", () => {
  it('marks where the last visit ended and moves the item’s marker', async () => {
    const { saved } = renderBriefing(true);
    const divider = await screen.findByText('Nouveau depuis votre dernière visite');
    const cards = within(screen.getByRole('feed')).getAllByRole('article');
    expect(divider.closest('p')?.nextElementSibling).toBe(cards[1]);
    await userEvent.click(screen.getByRole('button', { name: 'Tout marquer comme lu' }));
    await waitFor(() => expect(saved).toEqual([{ [TIMELINE]: { last_read_id: newest.id } }]));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Tout marquer comme lu' })).toBeNull());
    // The divider stays where this visit began.
    expect(screen.getByText('Nouveau depuis votre dernière visite')).toBeInTheDocument();
  });

  it('keeps no marker for an item the reader does not follow', async () => {
    const { requests } = renderBriefing(false);
    expect(await within(await screen.findByRole('feed')).findAllByRole('article')).toHaveLength(3);
    expect(screen.queryByText('Nouveau depuis votre dernière visite')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tout marquer comme lu' })).toBeNull();
    expect(requests.filter((request) => request.includes('/markers'))).toEqual([]);
  });
});
