import type { Translate } from './i18n.ts';

const MINUTE = 60;
const HOUR = 3_600;
const DAY = 86_400;
const WEEK = 604_800;

const pad = (value: number) => String(value).padStart(2, '0');

/** DD/MM/YYYY in the device's time zone. */
export function shortDate(date: Date): string {
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

const DAY_MONTH_YEAR = {
  fr: new Intl.DateTimeFormat('fr', { day: 'numeric', month: 'short', year: 'numeric' }),
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }),
};

/** "12 nov. 2026", "12 Nov 2026": a date in a sentence, in the device's time zone. */
export const dayMonthYear = (date: Date, lang: 'fr' | 'en'): string => DAY_MONTH_YEAR[lang].format(date);

/** docs/product.md §2.18: seconds, minutes, hours, then days ago; a week or more shows the date. */
export function relativeDate(iso: string, now: number, t: Translate): string {
  const date = new Date(iso);
  const seconds = Math.max(0, Math.floor((now - date.getTime()) / 1000));
  if (seconds < MINUTE) return t('dates.seconds', { count: seconds });
  if (seconds < HOUR) return t('dates.minutes', { count: Math.floor(seconds / MINUTE) });
  if (seconds < DAY) return t('dates.hours', { count: Math.floor(seconds / HOUR) });
  if (seconds < WEEK) return t('dates.days', { count: Math.floor(seconds / DAY) });
  return shortDate(date);
}
