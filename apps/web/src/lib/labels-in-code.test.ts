import { describe, expect, it } from 'vitest';
import type { Catalog } from './i18n.ts';

// The app's code, tests and their helpers aside.
const code = import.meta.glob<string>(
  ['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../**/testing/**', '!../**/testing.tsx', '!../test/**'],
  { eager: true, query: '?raw', import: 'default' },
);
const components = Object.entries(code).filter(([file]) => file.endsWith('.tsx'));
const catalogues = import.meta.glob<Catalog>('../**/locales/fr.json', { eager: true, import: 'default' });

/** Text between tags, and the attributes people read, written in the code instead of a catalogue. */
const LITERAL_LABEL =
  />([^<>{}]*\p{L}{2,}[^<>{}]*)<\/|\b(?:aria-label|title|placeholder|alt|label)="([^"]*\p{L}{2,}[^"]*)"/gu;

const literalLabels = (source: string) =>
  [...source.matchAll(LITERAL_LABEL)].map((match) => (match[1] ?? match[2] ?? '').trim());

const keysOf = (catalog: Catalog, prefix = ''): string[] =>
  Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );

/**
 * Labels docs/product.md §3 quotes that no screen shows: the original's names of screens drawn without a
 * header (§2.1), and labels whose place the search boxes and tabs now take with more precise ones.
 */
const QUOTED_NOT_SHOWN = new Set([
  'login.title',
  'pin.title',
  'screens.update',
  'labels.bookmarks',
  'labels.description',
  'search.placeholder',
]);

const source = Object.values(code).join('\n');
/** A key is used when the code names it, or builds it from one of its parents (`postType.${type}`). */
function isUsed(key: string): boolean {
  const base = key.replace(/_(one|other)$/, '');
  if ([`'${base}'`, `"${base}"`, `\`${base}\``].some((quoted) => source.includes(quoted))) return true;
  const parts = base.split('.');
  return parts.slice(1).some((_, end) => source.includes(`\`${parts.slice(0, end + 1).join('.')}.\${`));
}

describe('labels in the code (docs/product.md §3.1)', () => {
  it('are found when written in a component', () => {
    expect(literalLabels('<p>\n  Chargement\n</p><b>{t(key)}</b><button aria-label="Fermer" />')).toEqual([
      'Chargement',
      'Fermer',
    ]);
  });

  it('all come from the catalogues, so that both languages have them', () => {
    expect(components.length).toBeGreaterThan(100);
    const found = components.flatMap(([file, text]) =>
      literalLabels(text).map((label) => `${file}: ${label}`),
    );
    expect(found).toEqual([]);
  });

  it('are each shown somewhere: a catalogue holds no label the app never uses', () => {
    const unused = Object.values(catalogues)
      .flatMap((catalog) => keysOf(catalog))
      .filter((key) => !QUOTED_NOT_SHOWN.has(key) && !isUsed(key));
    expect(unused).toEqual([]);
  });
});
