import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCheckIframableQueryOptions } from '../api/check-iframable.ts';
import { WebView } from './WebView.tsx';

const URL_PARAM = `?url=${encodeURIComponent('https://example.org')}`;
const QUESTION =
  "Le site n'autorise pas l'affichage de son contenu depuis une application tierce. L'ouvrir dans votre navigateur ?";

/** The WebView opened on its own (nothing behind it), with the home screen as a marker for going back. */
function renderWebView(search: string, check?: { status: 'unprotected' | 'protected' | 'unreachable' }) {
  const queryClient = new QueryClient();
  if (check) queryClient.setQueryData(getCheckIframableQueryOptions('https://example.org').queryKey, check);
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/app/webview${search}`]}>
        <Routes>
          <Route path="/app" element={<p>Écran d'accueil</p>} />
          <Route path="/app/webview" element={<WebView />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('WebView', () => {
  it('shows an allowed site in a frame named after its host', () => {
    renderWebView(URL_PARAM, { status: 'unprotected' });
    expect(screen.getByRole('heading', { name: 'Site web' })).toBeInTheDocument();
    const frame = screen.getByTitle('example.org');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://example.org');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups allow-forms');
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
  });

  it('asks before opening a protected site outside, and No goes back', async () => {
    const user = userEvent.setup();
    renderWebView(URL_PARAM, { status: 'protected' });
    expect(screen.getByRole('alertdialog', { name: QUESTION })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Non' })).toHaveFocus();
    expect(screen.queryByTitle('example.org')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Non' }));
    expect(screen.getByText("Écran d'accueil")).toBeInTheDocument();
  });

  it('opens the site in the browser on Yes, then goes back', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    renderWebView(URL_PARAM, { status: 'unreachable' });
    await user.click(screen.getByRole('button', { name: 'Oui' }));
    expect(open).toHaveBeenCalledWith('https://example.org', '_blank', 'noopener,noreferrer');
    expect(screen.getByText("Écran d'accueil")).toBeInTheDocument();
  });

  it('shows a spinner while checking, then asks the question when the check fails', async () => {
    renderWebView(URL_PARAM);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
    expect(await screen.findByRole('alertdialog', { name: QUESTION })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Oui' })).toBeInTheDocument();
  });

  it.each([
    '',
    '?url=',
    `?url=${encodeURIComponent('javascript:alert(1)')}`,
  ])('says it cannot open a missing or unsafe address (%j), and offers to go back', async (search) => {
    const user = userEvent.setup();
    renderWebView(search);
    expect(screen.getByRole('alert')).toHaveTextContent("Impossible d'ouvrir cette adresse :");
    expect(screen.queryByRole('status')).toBeNull();
    const backButtons = screen.getAllByRole('button', { name: 'Retour' });
    await user.click(backButtons.at(-1)!);
    expect(screen.getByText("Écran d'accueil")).toBeInTheDocument();
  });
});
