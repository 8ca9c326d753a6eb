import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initLanguage } from '../../../lib/i18n.ts';
import { useStore } from '../../../lib/store.ts';
import { initTheme } from '../../../lib/theme.ts';
import { Apparence } from './Apparence.tsx';
import { Langue } from './Langue.tsx';

/** The system's `prefers-color-scheme: dark`, switched by the tests as a user switches their system's. */
const system = Object.assign(new EventTarget(), { matches: false });
const setSystemDark = (dark: boolean) =>
  act(() => {
    system.matches = dark;
    system.dispatchEvent(new Event('change'));
  });
const setBrowserLanguage = (language: string) =>
  act(() => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue(language);
    window.dispatchEvent(new Event('languagechange'));
  });

const show = (screenElement: React.ReactNode) => {
  render(<MemoryRouter>{screenElement}</MemoryRouter>);
  return userEvent.setup();
};
const row = (name: string) => screen.getByRole('button', { name });

beforeAll(() => {
  window.matchMedia = vi.fn(() => system) as unknown as typeof window.matchMedia;
  initTheme();
  initLanguage();
});
beforeEach(() => {
  vi.restoreAllMocks();
  system.matches = false;
});

describe('Apparence', () => {
  it('starts light, and Automatique follows the system as it changes until a theme is chosen', async () => {
    const user = show(<Apparence />);
    expect(row('Clair')).toHaveAttribute('aria-pressed', 'true');
    expect(row('Automatique')).toHaveAttribute('aria-pressed', 'false');

    setSystemDark(true);
    expect(document.documentElement.dataset.theme).toBe('light');
    await user.click(row('Automatique'));
    expect(row('Automatique')).toHaveAttribute('aria-pressed', 'true');
    expect(row('Sombre')).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement.dataset.theme).toBe('dark');
    setSystemDark(false);
    expect(document.documentElement.dataset.theme).toBe('light');

    await user.click(row('Sombre'));
    setSystemDark(false);
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(row('Automatique')).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('Langue', () => {
  it("starts in French, and Automatique speaks the browser's language when it is English, else French", async () => {
    setBrowserLanguage('en-GB');
    const user = show(<Langue />);
    expect(useStore.getState().lang).toBe('fr');
    expect(row('Français')).toHaveAttribute('aria-pressed', 'true');

    await user.click(row('Automatique'));
    expect(screen.getByRole('heading', { name: 'Language' })).toBeInTheDocument();
    expect(row('Automatic')).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('en');

    setBrowserLanguage('de-DE');
    expect(screen.getByRole('heading', { name: 'Langue' })).toBeInTheDocument();
    setBrowserLanguage('en-US');
    await user.click(row('Français'));
    setBrowserLanguage('en-GB');
    expect(useStore.getState()).toMatchObject({ lang: 'fr', langAuto: false });
  });
});
