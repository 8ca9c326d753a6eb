import { parseFirstPaintCookie } from '@vigie/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStore } from '../../lib/store.ts';
import { keepFirstPaintCookie } from './first-paint-cookie.ts';

const account = { id: 'u1', firstname: 'Anne', lastname: 'Roy' } as never;

describe('the first-paint cookie', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks the server for painted cards while the app is unlocked, in its language and theme, for the unlock left', () => {
    const written: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value) => written.push(value));
    const enteredAt = Date.now() - 5 * 60_000;
    useStore.setState({ compte: account, tokenNIP: enteredAt, lang: 'fr', isDark: false });
    keepFirstPaintCookie();
    expect(written.at(-1)).toMatch(
      /^vigie_first_paint=fr\.light; Path=\/app; Max-Age=(599|600); SameSite=Lax$/,
    );

    useStore.setState({ lang: 'en', isDark: true });
    const value = /^vigie_first_paint=([^;]*);/.exec(written.at(-1)!)?.[1];
    expect(parseFirstPaintCookie(value)).toEqual({ lang: 'en', theme: 'dark' });

    useStore.setState({ tokenNIP: null });
    expect(written.at(-1)).toBe('vigie_first_paint=; Path=/app; Max-Age=0; SameSite=Lax');
    useStore.setState({ tokenNIP: Date.now() });
    useStore.setState({ compte: null });
    expect(written.at(-1)).toContain('Max-Age=0');
  });

  it('reads only the values it writes', () => {
    expect(parseFirstPaintCookie('en.light')).toEqual({ lang: 'en', theme: 'light' });
    for (const value of [undefined, '', 'de.light', 'fr.blue', 'fr.light.x', 'fr'])
      expect(parseFirstPaintCookie(value), value).toBeNull();
  });
});
