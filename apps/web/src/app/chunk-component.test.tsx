import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { chunkComponent } from './chunk-component.ts';

const Greeting = ({ name }: { name: string }) => <p>Bonjour {name}</p>;

function Shown({ chunk }: { chunk: ReturnType<typeof chunkComponent<{ name: string }>> }) {
  const Loaded = chunk.useLoaded();
  return Loaded ? <Loaded name="Anne" /> : <p role="status">En attente</p>;
}

describe('a component in a chunk of its own', () => {
  it('renders at once when its chunk was preloaded, without loading it again', async () => {
    const load = vi.fn(async () => ({ default: Greeting }));
    const chunk = chunkComponent(load);
    await chunk.preload();
    render(<Shown chunk={chunk} />);
    // In the first render: a screen painted before (the server's Home) is not replaced by a waiting state.
    expect(screen.getByText('Bonjour Anne')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows its own waiting state until the chunk arrives, and loads it once', async () => {
    let arrive!: (module: { default: typeof Greeting }) => void;
    const load = vi.fn(() => new Promise<{ default: typeof Greeting }>((resolve) => (arrive = resolve)));
    const chunk = chunkComponent(load);
    render(
      <>
        <Shown chunk={chunk} />
        <Shown chunk={chunk} />
      </>,
    );
    expect(screen.getAllByRole('status')).toHaveLength(2);
    await act(async () => arrive({ default: Greeting }));
    expect(screen.getAllByText('Bonjour Anne')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets a failed load reach the error boundary, and loads again on the next try', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Greeting });
    const chunk = chunkComponent(load);
    render(
      <ErrorBoundary>
        <Shown chunk={chunk} />
      </ErrorBoundary>,
    );
    expect(await screen.findByRole('button', { name: "Recharger l'application" })).toBeInTheDocument();
    await expect(chunk.preload()).resolves.toBe(Greeting);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
