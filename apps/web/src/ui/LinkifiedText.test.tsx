import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LinkifiedText } from './LinkifiedText.tsx';
import { useOpenLink } from './open-link.tsx';

/** Stands for the WebView screen: shows the address it was opened on. */
function WebViewMarker() {
  const location = useLocation();
  return <p>WebView {location.pathname + location.search}</p>;
}

const renderInTab = (path: string, element: ReactNode) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/app/explorer/post/1" element={element} />
        <Route path="/app/explorer/webview" element={<WebViewMarker />} />
      </Routes>
    </MemoryRouter>,
  );

describe('LinkifiedText', () => {
  it('keeps the text and its line breaks, and turns addresses into real links', () => {
    renderInTab('/app/explorer/post/1', <LinkifiedText text={'Bonjour,\nvoir www.example.org.'} />);
    const link = screen.getByRole('link', { name: 'www.example.org' });
    expect(link).toHaveAttribute('href', 'https://www.example.org');
    expect(link.parentElement).toHaveTextContent('Bonjour, voir www.example.org.', {
      normalizeWhitespace: true,
    });
    expect(link.parentElement?.textContent).toBe('Bonjour,\nvoir www.example.org.');
  });

  it("opens a link in the current tab's WebView", async () => {
    const user = userEvent.setup();
    renderInTab('/app/explorer/post/1', <LinkifiedText text="Le rapport : https://example.org/a?b=1." />);
    await user.click(screen.getByRole('link', { name: 'https://example.org/a?b=1' }));
    expect(
      screen.getByText(
        `WebView /app/explorer/webview?url=${encodeURIComponent('https://example.org/a?b=1')}`,
      ),
    ).toBeInTheDocument();
  });
});

function OpenButton({ address }: { address: string }) {
  const { openLink, linkDialog } = useOpenLink();
  return (
    <>
      <button type="button" onClick={() => openLink(address)}>
        Ouvrir
      </button>
      {linkDialog}
    </>
  );
}

describe('useOpenLink', () => {
  it('adds https to an address without a scheme', async () => {
    const user = userEvent.setup();
    renderInTab('/app/explorer/post/1', <OpenButton address="example.org/page" />);
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    expect(
      screen.getByText(`WebView /app/explorer/webview?url=${encodeURIComponent('https://example.org/page')}`),
    ).toBeInTheDocument();
  });

  it('alerts on a link the app cannot open, until OK', async () => {
    const user = userEvent.setup();
    renderInTab('/app/explorer/post/1', <OpenButton address="ftp://example.org/file" />);
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    expect(screen.getByRole('alertdialog', { hidden: true })).toHaveTextContent(
      "Impossible d'ouvrir cette adresse : ftp://example.org/file",
    );
    await user.click(screen.getByRole('button', { name: 'OK', hidden: true }));
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull();
    expect(screen.queryByText(/^WebView/)).toBeNull();
  });
});
