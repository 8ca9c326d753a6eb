import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { rememberTab } from '../../../ui/tab-memory.ts';
import { HOME_TABS } from '../screens/Home.tsx';
import { card, renderHome } from '../testing/feed-world.tsx';

const first = card('aaaaaaaaaaaaaaaaaaaaaaa3', 'Budget 2027 adopté', 1);
const second = card('aaaaaaaaaaaaaaaaaaaaaaa2', 'Audition du ministre', 5);
const focused = card('bbbbbbbbbbbbbbbbbbbbbbb1', 'Note sur la défense', 3);

beforeEach(() => {
  queryClient.clear();
  rememberTab(HOME_TABS, 0);
  // jsdom lays nothing out, so it scrolls nothing into view either.
  Element.prototype.scrollIntoView ??= () => {};
});
afterEach(() => vi.restoreAllMocks());

async function home() {
  const state = renderHome({ normal: [first, second], focus: [focused], markers: {} });
  const feed = await screen.findByRole('feed');
  await waitFor(() => expect(within(feed).getAllByRole('article')).toHaveLength(2));
  return { state, feed };
}

describe('reading from the keyboard', () => {
  it('moves through the feed with j and k, and opens the post with o', async () => {
    await home();
    const [top, next] = screen.getAllByRole('article');
    await userEvent.keyboard('j');
    expect(top).toHaveFocus();
    await userEvent.keyboard('jj');
    expect(next).toHaveFocus();
    await userEvent.keyboard('k');
    expect(top).toHaveFocus();
    await userEvent.keyboard('jo');
    expect(await screen.findByRole('heading', { name: `Publication ${second.id}` })).toBeInTheDocument();
  });

  it('opens the focused card with Enter and bookmarks it with b', async () => {
    const { state } = await home();
    await userEvent.keyboard('jb');
    await waitFor(() => expect(state.requests).toContain(`POST /api/v1/bookmark/${first.id}/set`));
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: `Publication ${first.id}` })).toBeInTheDocument();
  });

  it('leaves keys alone while typing in a field or with a modifier held', async () => {
    await home();
    const [top] = screen.getAllByRole('article');
    await userEvent.keyboard('{Control>}j{/Control}');
    fireEvent.keyDown(window, { key: 'j', altKey: true });
    expect(top).not.toHaveFocus();
    const field = document.createElement('textarea');
    document.body.append(field);
    field.focus();
    await userEvent.keyboard('j');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('j');
    field.remove();
  });

  it('goes to Mes focus with g f and back to Derniers Contenus with g h, and to the search with /', async () => {
    await home();
    await userEvent.keyboard('gf');
    expect(await screen.findByRole('tab', { name: 'Mes focus', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: /Note sur la défense/ })).toBeInTheDocument();
    await userEvent.keyboard('/');
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toHaveFocus());
    expect(screen.getByRole('searchbox')).toHaveValue('');
    screen.getByRole('searchbox').blur();
    await userEvent.keyboard('gh');
    expect(await screen.findByRole('tab', { name: 'Derniers Contenus', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: /Budget 2027 adopté/ })).toBeInTheDocument();
  });

  it('lists the shortcuts with ? in a dialog that gives the focus back when closed', async () => {
    await home();
    await userEvent.keyboard('j');
    const [top] = screen.getAllByRole('article');
    await userEvent.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Raccourcis clavier' });
    expect(within(dialog).getByText('Publication suivante')).toBeInTheDocument();
    expect(within(dialog).getByText('Aller à Mes focus')).toBeInTheDocument();
    // The shortcuts wait while the dialog is open.
    await userEvent.keyboard('j');
    expect(top).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(top).toHaveFocus();
  });
});
