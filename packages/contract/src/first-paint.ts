import type { Markers } from './markers.ts';
import type { RouteResult } from './routes.ts';
import type { Account } from './users.ts';

/**
 * Set by the web app while it is unlocked (PIN entered less than 15 minutes ago), for as long as it stays
 * so: the server then paints Home's first cards into the page it sends, in the app's language and theme.
 * It grants nothing: the API answers the session cookie alone, and the page asks it the same questions.
 */
export const FIRST_PAINT_COOKIE = 'vigie_first_paint';

export interface FirstPaintPreferences {
  lang: 'fr' | 'en';
  theme: 'light' | 'dark';
}

/** Its value, `lang.theme`: what the page must look like before any script runs. */
export const firstPaintCookieValue = ({ lang, theme }: FirstPaintPreferences): string => `${lang}.${theme}`;

/** The preferences a cookie value holds; null for anything else. */
export function parseFirstPaintCookie(value: string | undefined): FirstPaintPreferences | null {
  const [lang, theme, ...rest] = (value ?? '').split('.');
  const valid = (lang === 'fr' || lang === 'en') && (theme === 'light' || theme === 'dark') && !rest.length;
  return valid ? { lang, theme } : null;
}

/**
 * The API's answers Home's first cards were painted from, in the page (a JSON script element of this id):
 * the app starts from them rather than ask again (`GET /user/me`, the normal feed, bookmarks, markers).
 */
export interface HomeAnswers {
  account: Account;
  feed: RouteResult<'normalFeed'>;
  bookmarks: RouteResult<'listBookmarks'>;
  markers: Markers;
}
export const HOME_ANSWERS_ID = 'home-answers';
