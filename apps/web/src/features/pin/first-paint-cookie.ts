import { FIRST_PAINT_COOKIE, firstPaintCookieValue } from '@vigie/contract';
import { PIN_UNLOCK_MS } from '../../lib/constants.ts';
import { useStore, type VigieState } from '../../lib/store.ts';
import { isUnlocked } from './unlock.ts';

function write({ compte, tokenNIP, lang, isDark }: VigieState): void {
  const now = Date.now();
  const remaining =
    compte && tokenNIP !== null && isUnlocked(tokenNIP, now) ? tokenNIP + PIN_UNLOCK_MS - now : 0;
  const value = remaining > 0 ? firstPaintCookieValue({ lang, theme: isDark ? 'dark' : 'light' }) : '';
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some browsers the app serves
  document.cookie = `${FIRST_PAINT_COOKIE}=${value}; Path=/app; Max-Age=${Math.floor(remaining / 1000)}; SameSite=Lax${secure}`;
}

/**
 * Keeps FIRST_PAINT_COOKIE in step with the unlock, the language and the theme: the browser drops it when
 * the unlock ends, and a locked device gets the page without cards, which the PIN screen then replaces.
 */
export function keepFirstPaintCookie(): void {
  write(useStore.getState());
  useStore.subscribe((state, previous) => {
    const changed =
      state.tokenNIP !== previous.tokenNIP ||
      state.lang !== previous.lang ||
      state.isDark !== previous.isDark ||
      (state.compte === null) !== (previous.compte === null);
    if (changed) write(state);
  });
}
