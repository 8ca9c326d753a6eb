import { describe, expect, it } from 'vitest';
import { compareNames, groupByLetter, letterOf } from './alphabet.ts';

const letters = (names: string[]) =>
  groupByLetter(names, (name) => name).map(({ letter, items }) => [letter, items]);

describe('compareNames', () => {
  it('sorts ignoring accents and case: Élodie beside Elodie, both before Emma', () => {
    expect(['Emma', 'Élodie', 'elodie', 'Elodie'].sort(compareNames)).toEqual([
      'Elodie',
      'elodie',
      'Élodie',
      'Emma',
    ]);
  });

  it('reads ligatures as their two letters', () => {
    expect(['Zoé', 'Œuvre', 'Odile', 'Oeil'].sort(compareNames)).toEqual(['Odile', 'Oeil', 'Œuvre', 'Zoé']);
  });
});

describe('letterOf', () => {
  it('files a name under its first letter, folded and upper case', () => {
    expect(['Élodie', 'zoé', 'Œuvre', '  Ariane'].map(letterOf)).toEqual(['E', 'Z', 'O', 'A']);
  });

  it("files digits, symbols and letters outside A–Z under '#'", () => {
    expect(['2030 Agence', '« Ensemble »', 'Þór', ''].map(letterOf)).toEqual(['#', '#', '#', '#']);
  });
});

describe('groupByLetter', () => {
  it("groups sorted names by letter, '#' last", () => {
    expect(letters(['Zoé', '2030 Agence', 'Œuvre', 'Émile', 'Þór', 'Eva', 'Orange'])).toEqual([
      ['E', ['Émile', 'Eva']],
      ['O', ['Œuvre', 'Orange']],
      ['Z', ['Zoé']],
      ['#', ['2030 Agence', 'Þór']],
    ]);
  });

  it('keeps items with the same name in their order', () => {
    const twins = [
      { id: 1, name: 'Martin' },
      { id: 2, name: 'Dupont' },
      { id: 3, name: 'Martin' },
      { id: 4, name: 'Martin' },
    ];
    const groups = groupByLetter(twins, (person) => person.name);
    expect(groups.map(({ letter, items }) => [letter, items.map((person) => person.id)])).toEqual([
      ['D', [2]],
      ['M', [1, 3, 4]],
    ]);
  });

  it('gives no groups for no items', () => {
    expect(groupByLetter([], String)).toEqual([]);
  });
});
