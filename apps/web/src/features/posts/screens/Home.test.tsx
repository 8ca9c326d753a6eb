import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { card, markerAt, renderHome } from '../testing/feed-world.tsx';

const newest = card('aaaaaaaaaaaaaaaaaaaaaaa3', 'Budget 2027 adopté', 1);
const middle = card('aaaaaaaaaaaaaaaaaaaaaaa2', 'Audition du ministre', 5);
const oldest = card('aaaaaaaaaaaaaaaaaaaaaaa1', 'Rapport sur l’énergie', 9);
const focused = card('bbbbbbbbbbbbbbbbbbbbbbb1', 'Note sur la défense', 3);

/** IntersectionObserver as a browser would run it: the test says which card is how much on screen. */
const observers: { callback: IntersectionObserverCallback; targets: Set<Element> }[] = [];
function show(element: Element, ratio: number) {
  for (const observer of observers.filter(({ targets }) => targets.has(element)))
    observer.callback(
      [{ target: element, intersectionRatio: ratio } as IntersectionObserverEntry],
      {} as never,
    );
}

beforeEach(() => {
  queryClient.clear();
  observers.length = 0;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      targets = new Set<Element>();
      constructor(callback: IntersectionObserverCallback) {
        observers.push({ callback, targets: this.targets });
      }
      observe(target: Element) {
        this.targets.add(target);
      }
      disconnect() {
        this.targets.clear();
      }
    },
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const world = () => ({
  normal: [newest, middle, oldest],
  focus: [focused],
  markers: { home: markerAt(middle, 1), focus: markerAt(focused, 120) },
});

describe('Home since the last visit', () => {
  it('counts unread posts on each tab, "99+" beyond 99, and marks where the last visit ended', async () => {
    renderHome(world());
    expect(await screen.findByRole('tab', { name: 'Derniers Contenus 1 non lus' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Mes focus 99+ non lus' })).toBeInTheDocument();
    const divider = screen.getByText('Nouveau depuis votre dernière visite');
    const feed = screen.getByRole('feed');
    const cards = within(feed).getAllByRole('article');
    expect(cards.map((article) => article.getAttribute('aria-posinset'))).toEqual(['1', '2', '3']);
    expect(cards.every((article) => article.getAttribute('aria-setsize') === '3')).toBe(true);
    expect(divider.closest('p')?.nextElementSibling).toBe(cards[1]);
  });

  it('moves the marker to the newest post with "Tout marquer comme lu"', async () => {
    const state = renderHome(world());
    await userEvent.click(await screen.findByRole('button', { name: 'Tout marquer comme lu' }));
    await waitFor(() => expect(state.saved).toEqual([{ home: { last_read_id: newest.id } }]));
    expect(await screen.findByRole('tab', { name: 'Derniers Contenus' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tout marquer comme lu' })).toBeNull();
    // It keeps its place, and the focus, so that the cards below do not move up.
    const allRead = screen.getByRole('button', { name: 'Tout est lu' });
    expect(allRead).toHaveAttribute('aria-disabled', 'true');
    expect(allRead).toHaveFocus();
    await userEvent.click(allRead);
    expect(state.saved).toHaveLength(1);
  });

  it('counts a post seen once half of it stayed on screen for a second, and sends the newest seen', async () => {
    const state = renderHome({ ...world(), markers: { home: markerAt(oldest, 2) } });
    const [top, second] = within(await screen.findByRole('feed')).getAllByRole('article');
    // The cards are watched from the task after the one that painted them.
    await waitFor(() => expect(observers.some(({ targets }) => targets.has(second!))).toBe(true));
    vi.useFakeTimers();
    act(() => show(top!, 0.4));
    act(() => show(second!, 0.6));
    act(() => vi.advanceTimersByTime(900));
    act(() => show(second!, 0.2));
    act(() => vi.advanceTimersByTime(2_000));
    expect(state.saved).toEqual([]);
    act(() => show(top!, 0.5));
    await act(async () => vi.advanceTimersByTime(2_100));
    vi.useRealTimers();
    await waitFor(() => expect(state.saved).toEqual([{ home: { last_read_id: newest.id } }]));
    expect(screen.getByRole('button', { name: 'Tout est lu' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('keeps what was read offline and sends it when the connection is back', async () => {
    const state = renderHome(world());
    state.offline = true;
    await userEvent.click(await screen.findByRole('button', { name: 'Tout marquer comme lu' }));
    await waitFor(() => expect(state.requests.filter((r) => r === 'POST /api/v1/markers')).toHaveLength(1));
    expect(screen.getByRole('tab', { name: 'Derniers Contenus' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('vigie-read-markers') ?? '{}').home.id).toBe(newest.id);
    state.offline = false;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(state.saved).toEqual([{ home: { last_read_id: newest.id } }]));
    await waitFor(() => expect(localStorage.getItem('vigie-read-markers')).toBeNull());
  });

  it('asks for the markers again when the window regains focus', async () => {
    const state = renderHome(world());
    await screen.findByRole('tab', { name: 'Derniers Contenus 1 non lus' });
    state.markers = { ...state.markers, home: markerAt(newest, 0) };
    window.dispatchEvent(new Event('focus'));
    expect(await screen.findByRole('tab', { name: 'Derniers Contenus' })).toBeInTheDocument();
  });

  it('holds new posts back behind a button, and says how many came', async () => {
    const state = renderHome(world());
    await screen.findByRole('article', { name: /Budget 2027 adopté/ });
    state.normal = [card('aaaaaaaaaaaaaaaaaaaaaaa4', 'Décret publié', 0), ...state.normal];
    await act(() => queryClient.refetchQueries({ queryKey: ['posts', 'feed', 'normal'] }));
    const feed = screen.getByRole('feed');
    expect(within(feed).getAllByRole('article')[0]).toHaveAccessibleName(/Budget 2027 adopté/);
    expect(await screen.findByText('1 nouvelle publication')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Afficher 1 nouvelle publication' }));
    expect(within(feed).getAllByRole('article')[0]).toHaveAccessibleName(/Décret publié/);
    expect(screen.queryByText('1 nouvelle publication')).toBeNull();
  });
});
