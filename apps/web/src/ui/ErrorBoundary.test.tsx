import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStore } from '../lib/store.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';

function Broken(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'length')");
}

/** A screen beside a part that stays (the tab bar), and a way to move to another screen. */
function Tab() {
  const [path, setPath] = useState('/app');
  return (
    <>
      <ErrorBoundary resetKey={path}>{path === '/app' ? <Broken /> : <p>Tendances</p>}</ErrorBoundary>
      <button type="button" onClick={() => setPath('/app/tendance')}>
        Autre onglet
      </button>
    </>
  );
}

describe('a screen that fails to render', () => {
  afterEach(() => useStore.setState({ lang: 'fr' }));
  // React reports what a boundary caught on the console; the app's own log is main.tsx's onCaughtError.
  vi.spyOn(console, 'error').mockImplementation(() => {});

  it('shows the generic error and a reload in its place, leaves the rest, and clears on the next screen', () => {
    render(<Tab />);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occured');
    const reload = screen.getByRole('button', { name: "Recharger l'application" });
    const location = vi.spyOn(window, 'location', 'get').mockReturnValue({ reload: vi.fn() } as never);
    reload.click();
    expect(window.location.reload).toHaveBeenCalledOnce();
    location.mockRestore();

    act(() => screen.getByRole('button', { name: 'Autre onglet' }).click());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Tendances')).toBeInTheDocument();
  });

  it('says so in English', () => {
    useStore.setState({ lang: 'en' });
    render(<Tab />);
    expect(screen.getByRole('button', { name: 'Reload app' })).toBeInTheDocument();
  });
});
