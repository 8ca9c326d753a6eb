import { describe, expect, it } from 'vitest';

// Every component's source; tests and their helpers aside.
const sources = import.meta.glob<string>(
  ['../**/*.tsx', '!../**/*.test.tsx', '!../**/testing/**', '!../**/testing.tsx', '!../test/**'],
  { eager: true, query: '?raw', import: 'default' },
);

/** Text between tags, and the attributes people read, written in the code instead of a catalogue. */
const LITERAL_LABEL =
  />([^<>{}]*\p{L}{2,}[^<>{}]*)<\/|\b(?:aria-label|title|placeholder|alt|label)="([^"]*\p{L}{2,}[^"]*)"/gu;

const literalLabels = (source: string) =>
  [...source.matchAll(LITERAL_LABEL)].map((match) => (match[1] ?? match[2] ?? '').trim());

describe('labels in components (docs/product.md §3.1)', () => {
  it('are found when written in the code', () => {
    expect(literalLabels('<p>\n  Chargement\n</p><b>{t(key)}</b><button aria-label="Fermer" />')).toEqual([
      'Chargement',
      'Fermer',
    ]);
  });

  it('all come from the catalogues, so that both languages have them', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    const found = Object.entries(sources).flatMap(([file, source]) =>
      literalLabels(source).map((label) => `${file}: ${label}`),
    );
    expect(found).toEqual([]);
  });
});
