import { useStore } from './store.ts';

const THEME_COLORS = { light: '#0b3d5c', dark: '#0f1720' } as const;

function apply(isDark: boolean): void {
  const root = document.documentElement;
  root.dataset.theme = isDark ? 'dark' : 'light';
  root.style.colorScheme = isDark ? 'dark' : 'light';
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', THEME_COLORS[isDark ? 'dark' : 'light']);
}

/**
 * Keeps the document's theme attribute in step with the persisted choice, and with the system's
 * `prefers-color-scheme` as it changes while Apparence is Automatique (docs/product.md §4.12).
 */
export function initTheme(): void {
  const system = window.matchMedia?.('(prefers-color-scheme: dark)');
  const followSystem = () => {
    if (system && useStore.getState().themeAuto) useStore.setState({ isDark: system.matches });
  };
  followSystem();
  system?.addEventListener('change', followSystem);
  apply(useStore.getState().isDark);
  useStore.subscribe((state, previous) => {
    if (state.themeAuto && !previous.themeAuto) followSystem();
    if (state.isDark !== previous.isDark) apply(state.isDark);
  });
}
