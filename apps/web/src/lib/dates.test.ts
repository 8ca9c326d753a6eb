import { describe, expect, it } from 'vitest';
import { relativeDate } from './dates.ts';
import { translate } from './i18n.ts';

const now = new Date(2026, 10, 22, 12, 0, 0).getTime();
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();
const fr = (iso: string) => relativeDate(iso, now, (key, vars) => translate('fr', key, vars));
const en = (iso: string) => relativeDate(iso, now, (key, vars) => translate('en', key, vars));

describe('relativeDate (docs/product.md §2.18 thresholds 60, 3600, 86400, 604800 s)', () => {
  it.each([
    [0, 'il y a 0 s'],
    [59, 'il y a 59 s'],
    [60, 'il y a 1 min'],
    [3599, 'il y a 59 min'],
    [3600, 'il y a 1 h'],
    [86_399, 'il y a 23 h'],
    [86_400, 'il y a 1 jour'],
    [2 * 86_400, 'il y a 2 jours'],
    [604_799, 'il y a 6 jours'],
  ])('%i s ago reads "%s"', (seconds, text) => {
    expect(fr(ago(seconds))).toBe(text);
  });

  it('shows DD/MM/YYYY from a week on', () => {
    expect(fr(ago(604_800))).toBe('15/11/2026');
    expect(fr(new Date(2025, 0, 3, 9, 30).toISOString())).toBe('03/01/2025');
  });

  it('speaks English too', () => {
    expect(en(ago(30))).toBe('30 s ago');
    expect(en(ago(86_400))).toBe('1 day ago');
    expect(en(ago(3 * 86_400))).toBe('3 days ago');
  });

  it('treats a date slightly in the future as just now', () => {
    expect(fr(ago(-5))).toBe('il y a 0 s');
  });
});
