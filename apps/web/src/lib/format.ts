import type { Translate } from './i18n.ts';
import type { Lang } from './store.ts';

/**
 * Every date and number the app prints goes through here, written as its language writes it: French as
 * France does ("1 234", "12 nov. 2026"), English as Britain does ("1,234", "12 Nov 2026"), the English of
 * the catalogues.
 */
const LOCALES: Record<Lang, string> = { fr: 'fr-FR', en: 'en-GB' };

type DateStyle = 'short' | 'medium' | 'long';

// Building a formatter is slow, and a feed page formats dozens of values per render.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function once<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  const known = formatters.get(key) as F | undefined;
  if (known) return known;
  const made = make();
  formatters.set(key, made);
  return made;
}

const numbers = (lang: Lang, name: string, options: Intl.NumberFormatOptions) =>
  once(`${lang} number ${name}`, () => new Intl.NumberFormat(LOCALES[lang], options));

const dates = (lang: Lang, name: string, options: Intl.DateTimeFormatOptions) =>
  once(`${lang} date ${name}`, () => new Intl.DateTimeFormat(LOCALES[lang], options));

const TWO_DECIMALS = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/** A count: "1 234", "1,234". */
export const formatNumber = (value: number, lang: Lang): string => numbers(lang, 'plain', {}).format(value);

/** An unread count (docs/product.md §10.16): "99+" beyond 99. */
export const formatUnread = (count: number, lang: Lang): string =>
  count > 99 ? `${formatNumber(99, lang)}+` : formatNumber(count, lang);

/** A size in megabytes: "12,35 Mo", "12.35 MB"; `fixed` keeps two decimals even when they are zeros. */
export const formatMegabytes = (megabytes: number, lang: Lang, fixed = false): string =>
  numbers(lang, fixed ? 'mb-fixed' : 'mb', {
    style: 'unit',
    unit: 'megabyte',
    ...(fixed ? TWO_DECIMALS : { maximumFractionDigits: 2 }),
  }).format(megabytes);

/** A share with two decimals: "0,52 %", "0.52%". */
export const formatPercent = (ratio: number, lang: Lang): string =>
  numbers(lang, 'percent', { style: 'percent', ...TWO_DECIMALS }).format(ratio);

/** DD/MM/YYYY in the device's time zone, as both languages write it. */
export const numericDate = (date: Date, lang: Lang): string =>
  dates(lang, 'numeric', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);

/** "12 nov. 2026", "12 Nov 2026": a date in a sentence, in the device's time zone. */
export const dayMonthYear = (date: Date, lang: Lang): string =>
  dates(lang, 'day-month-year', { day: 'numeric', month: 'short', year: 'numeric' }).format(date);

/** A date and time: `short` in lists, `medium` with the seconds, `long` with the month in words. */
export function dateTime(date: Date, lang: Lang, style: DateStyle): string {
  const timeStyle = style === 'medium' ? 'medium' : 'short';
  return dates(lang, `date-time-${style}`, { dateStyle: style, timeStyle }).format(date);
}

const MINUTE = 60;
const HOUR = 3_600;
const DAY = 86_400;
const WEEK = 604_800;

/** docs/product.md §2.18: seconds, minutes, hours, then days ago; a week or more shows the date. */
export function relativeDate(iso: string, now: number, t: Translate, lang: Lang): string {
  const date = new Date(iso);
  const seconds = Math.max(0, Math.floor((now - date.getTime()) / 1000));
  if (seconds < MINUTE) return t('dates.seconds', { count: seconds });
  if (seconds < HOUR) return t('dates.minutes', { count: Math.floor(seconds / MINUTE) });
  if (seconds < DAY) return t('dates.hours', { count: Math.floor(seconds / HOUR) });
  if (seconds < WEEK) return t('dates.days', { count: Math.floor(seconds / DAY) });
  return numericDate(date, lang);
}
