import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SwipeTabs } from './SwipeTabs.tsx';

const tabs = [
  { id: 'latest', title: 'Derniers Contenus', content: <p>fil normal</p> },
  { id: 'focus', title: 'Mes focus', content: <p>fil focus</p> },
  { id: 'other', title: 'Autre', content: <p>autre fil</p> },
];

describe('SwipeTabs', () => {
  it('switches tabs from the header and reports the change', async () => {
    const changes: string[] = [];
    render(<SwipeTabs label="Fils" tabs={tabs} onChange={(id) => changes.push(id)} />);
    expect(screen.getByRole('tab', { name: 'Derniers Contenus' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Mes focus' }));
    expect(screen.getByRole('tab', { name: 'Mes focus' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Derniers Contenus' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Mes focus' })).toHaveTextContent('fil focus');
    expect(changes).toEqual(['focus']);
  });

  it('moves with the arrow keys and keeps one tab in the focus order', async () => {
    render(<SwipeTabs label="Fils" tabs={tabs} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Derniers Contenus' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Autre' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Autre' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  });

  it('mounts a lazy panel only once it is shown', async () => {
    render(<SwipeTabs label="Fils" tabs={tabs} lazy />);
    expect(screen.queryByText('fil focus')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Mes focus' }));
    expect(screen.getByText('fil focus')).toBeInTheDocument();
  });
});

describe('SwipeTabs with a memory', () => {
  it('opens again on the tab the user left it on', async () => {
    const first = render(<SwipeTabs label="Fils" tabs={tabs} memoryKey="test-memory" />);
    await userEvent.click(screen.getByRole('tab', { name: 'Autre' }));
    first.unmount();
    const changes: string[] = [];
    render(
      <SwipeTabs label="Fils" tabs={tabs} memoryKey="test-memory" onChange={(id) => changes.push(id)} />,
    );
    expect(screen.getByRole('tab', { name: 'Autre' })).toHaveAttribute('aria-selected', 'true');
    expect(changes).toEqual(['other']);
  });

  it('keeps the tab when a scroll settles after its screen has gone', async () => {
    const first = render(<SwipeTabs label="Fils" tabs={tabs} memoryKey="test-gone" />);
    await userEvent.click(screen.getByRole('tab', { name: 'Autre' }));
    // jsdom lays nothing out: every track has the width of one that has left the page.
    const track = screen.getByRole('tabpanel', { name: 'Autre' }).parentElement!;
    fireEvent.scroll(track);
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(screen.getByRole('tab', { name: 'Autre' })).toHaveAttribute('aria-selected', 'true');
    first.unmount();
    render(<SwipeTabs label="Fils" tabs={tabs} memoryKey="test-gone" />);
    expect(screen.getByRole('tab', { name: 'Autre' })).toHaveAttribute('aria-selected', 'true');
  });
});
