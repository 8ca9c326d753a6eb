import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useStore } from '../lib/store.ts';
import { TabBar } from './TabBar.tsx';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <TabBar />
    </MemoryRouter>,
  );

describe('the tab bar', () => {
  it('names its four tabs, marks the current stack, and shows the badge only when flagged', () => {
    renderAt('/app/tendance/post/0123456789abcdef01234567');
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(nav).toBeInTheDocument();
    for (const [name, href] of [
      ['Accueil', '/app'],
      ['Tendances', '/app/tendance'],
      ['Explorer', '/app/explorer'],
      ['Messages', '/app/message'],
    ])
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    expect(screen.getByRole('link', { name: 'Tendances' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('status', { name: 'Nouveaux messages' })).toBeNull();

    act(() => useStore.setState({ notificationFlag: true }));
    expect(screen.getByRole('status', { name: 'Nouveaux messages' })).toBeInTheDocument();
  });

  it.each([
    ['/app', 'Accueil'],
    ['/app/post/0123456789abcdef01234567', 'Accueil'],
    ['/app/tendance', 'Tendances'],
    ['/app/explorer/contact/0123456789abcdef01234567', 'Explorer'],
    ['/app/message', 'Messages'],
  ])('announces exactly one current tab at %s: %s', (path, name) => {
    renderAt(path);
    const current = screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') !== null);
    expect(
      current.map((link) => [link.getAttribute('aria-label'), link.getAttribute('aria-current')]),
    ).toEqual([[name, 'page']]);
  });
});
