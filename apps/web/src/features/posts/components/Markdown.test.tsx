import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Markdown } from './Markdown.tsx';

function LocationMarker() {
  const location = useLocation();
  return <p>Écran {location.pathname + location.search}</p>;
}

const renderPost = (source: string) =>
  render(
    <MemoryRouter initialEntries={['/app/tendance/post/1']}>
      <Routes>
        <Route path="/app/tendance/post/1" element={<Markdown source={source} />} />
        <Route path="*" element={<LocationMarker />} />
      </Routes>
    </MemoryRouter>,
  );

describe('Markdown', () => {
  it('renders the sanitised markdown', () => {
    renderPost('## Synthèse\n\nUn **point** <img src=x onerror=alert(1)>');
    expect(screen.getByRole('heading', { name: 'Synthèse' })).toBeInTheDocument();
    expect(screen.getByText('point').tagName).toBe('STRONG');
    expect(screen.getByRole('img')).not.toHaveAttribute('onerror');
  });

  it("opens a web link in the tab's WebView", async () => {
    const user = userEvent.setup();
    renderPost('Lire [le rapport](https://example.org/rapport).');
    await user.click(screen.getByRole('link', { name: 'le rapport' }));
    expect(
      screen.getByText(
        `Écran /app/tendance/webview?url=${encodeURIComponent('https://example.org/rapport')}`,
      ),
    ).toBeInTheDocument();
  });

  it('follows a link to a screen of the app inside the app', async () => {
    const user = userEvent.setup();
    renderPost('Voir [le post](/app/post/42).');
    await user.click(screen.getByRole('link', { name: 'le post' }));
    expect(screen.getByText('Écran /app/post/42')).toBeInTheDocument();
  });

  it('alerts on a relative link outside the app', async () => {
    const user = userEvent.setup();
    renderPost('[ailleurs](/admin)');
    await user.click(screen.getByRole('link', { name: 'ailleurs' }));
    expect(screen.getByRole('alertdialog', { hidden: true })).toHaveTextContent(
      "Impossible d'ouvrir cette adresse : /admin",
    );
  });
});
