import { fold } from './fold.ts';

/** The group of names that start with no letter A–Z (digits, symbols); it comes last. */
export const OTHER_LETTER = '#';

export interface LetterGroup<T> {
  letter: string;
  items: T[];
}

// Unicode has no decomposition for these: without this, 'Œuvre' would sort after 'Zoé'.
const LIGATURES: Record<string, string> = { æ: 'ae', œ: 'oe', ß: 'ss', ø: 'o', ł: 'l', đ: 'd' };

/** What names sort by: lower case, without accents or ligatures. */
const sortKey = (name: string) => fold(name.trim()).replace(/[æœßøłđ]/g, (letter) => LIGATURES[letter]!);

const byCodePoints = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Names ignoring accents and case ('Élodie' beside 'Elodie', before 'Emma'), the raw names as a tie-break. */
export const compareNames = (a: string, b: string) =>
  byCodePoints(sortKey(a), sortKey(b)) || byCodePoints(a, b);

const letterOfKey = (key: string) => {
  const first = key.charAt(0);
  return first >= 'a' && first <= 'z' ? first.toUpperCase() : OTHER_LETTER;
};

/** The index letter a name files under: A–Z, or '#' for anything else. */
export const letterOf = (name: string) => letterOfKey(sortKey(name));

/** Items sorted by name, grouped by first letter, A to Z then '#'; equal names keep their order. */
export function groupByLetter<T>(items: readonly T[], nameOf: (item: T) => string): Array<LetterGroup<T>> {
  // Folding once per item rather than once per comparison: lists hold thousands of names.
  const keyed = items.map((item) => {
    const name = nameOf(item);
    return { item, name, key: sortKey(name) };
  });
  keyed.sort((a, b) => byCodePoints(a.key, b.key) || byCodePoints(a.name, b.name));
  const groups = new Map<string, LetterGroup<T>>();
  for (const { item, key } of keyed) {
    const letter = letterOfKey(key);
    let group = groups.get(letter);
    if (!group) {
      group = { letter, items: [] };
      groups.set(letter, group);
    }
    group.items.push(item);
  }
  const other = groups.get(OTHER_LETTER);
  groups.delete(OTHER_LETTER);
  return other ? [...groups.values(), other] : [...groups.values()];
}
