import { describe, expect, it } from 'vitest';
import { fold, matchRanges } from './fold.ts';

describe('fold', () => {
  it('drops accents and case', () => {
    expect(fold('Élysée ÇA Noël')).toBe('elysee ca noel');
  });
});

describe('matchRanges', () => {
  const marked = (text: string, terms: string[]) =>
    matchRanges(text, terms).map(([a, b]) => text.slice(a, b));

  it('finds a search word whatever its accents and case', () => {
    expect(marked("Réunion à l'Élysée, puis à l'elysée", ['elysee'])).toEqual(['Élysée', 'elysée']);
  });

  it('matches at word starts only, as prefixes', () => {
    expect(marked('Réforme des retraites et réformes', ['reform'])).toEqual(['Réform', 'réform']);
    expect(marked('transformation', ['forma'])).toEqual([]);
  });

  it('gives disjoint ranges in text order for overlapping terms', () => {
    expect(marked('budget budgétaire', ['budget', 'bud'])).toEqual(['budget', 'budgét']);
  });
});
