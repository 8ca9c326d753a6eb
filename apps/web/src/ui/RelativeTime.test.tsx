import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RelativeTime } from './RelativeTime.tsx';

const start = new Date(2026, 10, 22, 12, 0, 0);
const ago = (seconds: number) => new Date(start.getTime() - seconds * 1000).toISOString();

describe('RelativeTime', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(start);
  });
  afterEach(() => vi.useRealTimers());

  it('moves on with the clock every 30 s while shown, and leaves an old date as it is', () => {
    render(
      <>
        <RelativeTime iso={ago(20)} />
        <RelativeTime iso={ago(30 * 86_400)} />
      </>,
    );
    expect(screen.getByText('il y a 20 s')).toHaveAttribute('datetime', ago(20));
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByText('il y a 50 s')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByText('il y a 1 min')).toBeInTheDocument();
    expect(screen.getByText('23/10/2026')).toBeInTheDocument();
  });

  it('reads the time afresh when a date is shown after the clock stopped', () => {
    const { unmount } = render(<RelativeTime iso={ago(0)} />);
    unmount();
    vi.setSystemTime(start.getTime() + 5 * 60_000);
    render(<RelativeTime iso={ago(0)} />);
    expect(screen.getByText('il y a 5 min')).toBeInTheDocument();
  });
});
