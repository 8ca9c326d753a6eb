import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { Markers, PostCard } from '@vigie/contract';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { vi } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { postCard } from '../../../test/post-card.ts';
import { FeedShortcuts } from '../keyboard/FeedShortcuts.tsx';
import { Home } from '../screens/Home.tsx';

/** A card as the feeds send it, `minutesAgo` old. */
export const card = (id: string, title: string, minutesAgo: number): PostCard =>
  postCard(id, title, new Date(Date.UTC(2026, 10, 28, 12) - minutesAgo * 60_000).toISOString());

export const markerAt = (post: PostCard, unread: number): Markers[string] => ({
  last_read_id: post.id,
  last_read_publish_date: post.publish_date,
  updated_at: '2026-11-28T12:00:00.000Z',
  unread_count: unread,
});

/** What the fake server holds; tests change it between calls. */
export interface FeedWorld {
  normal: PostCard[];
  focus: PostCard[];
  markers: Markers;
  /** The bodies of POST /markers, in order. */
  saved: unknown[];
  /** POST /markers fails as a lost network would. */
  offline: boolean;
  /** Every request, as `METHOD /path`. */
  requests: string[];
}

const answer = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** Home, the post page's route and the reading shortcuts, over a fake API holding `world`. */
export function renderHome(world: Omit<FeedWorld, 'saved' | 'offline' | 'requests'>) {
  const state: FeedWorld = { ...world, saved: [], offline: false, requests: [] };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://vigie.test');
    const method = init?.method ?? 'GET';
    state.requests.push(`${method} ${url.pathname}`);
    const path = url.pathname.replace('/api/v1', '');
    if (path === '/markers' && method === 'POST') {
      if (state.offline) throw new TypeError('Failed to fetch');
      const body = JSON.parse(String(init?.body)) as Record<'home' | 'focus', { last_read_id: string }>;
      state.saved.push(body);
      for (const [timeline, { last_read_id }] of Object.entries(body)) {
        const feed = timeline === 'home' ? state.normal : state.focus;
        const index = feed.findIndex((post) => post.id === last_read_id);
        state.markers = { ...state.markers, [timeline]: markerAt(feed[index]!, index) };
      }
      return answer(state.markers);
    }
    if (path === '/markers') return answer(state.markers);
    if (path === '/post/feed/normal') return answer({ data: state.normal, cursor: false });
    if (path === '/post/feed/focus') return answer({ data: state.focus, cursor: false });
    if (path === '/bookmark') return answer([]);
    if (path.startsWith('/bookmark/')) return answer({ post_id: path.split('/')[2], bookmarked: true });
    return new Response('{}', { status: 404 });
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/app']}>
        <FeedShortcuts />
        <Routes>
          <Route path="/app" element={<Home />} />
          <Route path="/app/post/:id" element={<PostOpened />} />
          <Route
            path="/app/explorer"
            element={
              <section role="tabpanel">
                <input type="search" aria-label="Rechercher" />
              </section>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return state;
}

function PostOpened() {
  return <h1>Publication {useParams().id}</h1>;
}
