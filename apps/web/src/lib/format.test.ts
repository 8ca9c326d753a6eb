import { describe, expect, it } from 'vitest';
import { plainSpaces } from '../test/spaces.ts';
import {
  dateTime,
  dayMonthYear,
  formatMegabytes,
  formatNumber,
  formatPercent,
  formatUnread,
  relativeDate,
} from './format.ts';
import { translate } from './i18n.ts';

const now = new Date(2026, 10, 22, 12, 0, 0).getTime();
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();
const fr = (iso: string) => relativeDate(iso, now, (key, vars) => translate('fr', key, vars), 'fr');
const en = (iso: string) => relativeDate(iso, now, (key, vars) => translate('en', key, vars), 'en');

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

  it('speaks English too, the date included', () => {
    expect(en(ago(604_800))).toBe('15/11/2026');
    expect(en(ago(30))).toBe('30 s ago');
    expect(en(ago(86_400))).toBe('1 day ago');
    expect(en(ago(3 * 86_400))).toBe('3 days ago');
  });

  it('treats a date slightly in the future as just now', () => {
    expect(fr(ago(-5))).toBe('il y a 0 s');
  });
});

describe('numbers, as each language writes them', () => {
  it('groups thousands', () => {
    expect(plainSpaces(formatNumber(1234, 'fr'))).toBe('1 234');
    expect(formatNumber(1234, 'en')).toBe('1,234');
  });

  it('caps unread counts at 99+', () => {
    expect(formatUnread(12, 'fr')).toBe('12');
    expect(formatUnread(100, 'en')).toBe('99+');
  });

  it('writes sizes and shares with their decimal separator and unit', () => {
    expect(plainSpaces(formatMegabytes(12.349, 'fr', true))).toBe('12,35 Mo');
    expect(formatMegabytes(1, 'en', true)).toBe('1.00 MB');
    expect(formatMegabytes(1.5, 'en')).toBe('1.5 MB');
    expect(plainSpaces(formatPercent(0.0052, 'fr'))).toBe('0,52 %');
    expect(formatPercent(0.0052, 'en')).toBe('0.52%');
  });

  it('reads counts in labels the same way', () => {
    expect(plainSpaces(translate('fr', 'trends.articles', { count: 1234 }))).toBe('1 234 articles');
    expect(translate('en', 'trends.articles', { count: 1234 })).toBe('1,234 posts');
  });
});

describe('dates, as each language writes them', () => {
  const date = new Date(2026, 10, 12, 15, 4, 5);

  it('names the month', () => {
    expect(dayMonthYear(date, 'fr')).toBe('12 nov. 2026');
    expect(dayMonthYear(date, 'en')).toBe('12 Nov 2026');
  });

  it('writes date and time day first, on a 24-hour clock in both languages', () => {
    expect(dateTime(date, 'fr', 'short')).toBe('12/11/2026 15:04');
    expect(dateTime(date, 'en', 'short')).toBe('12/11/2026, 15:04');
    expect(dateTime(date, 'en', 'medium')).toBe('12 Nov 2026, 15:04:05');
    expect(dateTime(date, 'en', 'long')).toBe('12 November 2026 at 15:04');
  });
});
