import { describe, expect, it } from 'vitest';
import { type Catalog, translate } from './i18n.ts';

const flatten = (catalog: Catalog, prefix = ''): [string, string][] =>
  Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : flatten(value, `${prefix}${key}.`),
  );

// Every catalogue pair of the app: the shared one and each lazy area's own.
const files = import.meta.glob<Catalog>('../**/locales/*.json', { eager: true, import: 'default' });
const folders = [...new Set(Object.keys(files).map((path) => path.replace(/[^/]+\.json$/, '')))];

describe.each(folders)('the catalogues of %s', (folder) => {
  const fr = new Map(flatten(files[`${folder}fr.json`] ?? {}));
  const en = new Map(flatten(files[`${folder}en.json`] ?? {}));

  it('exist in both languages', () => {
    expect(fr.size).toBeGreaterThan(0);
    expect(en.size).toBeGreaterThan(0);
  });

  it('have the same keys in French and English, none empty', () => {
    expect([...en.keys()].sort()).toEqual([...fr.keys()].sort());
    for (const [key, value] of [...fr, ...en]) expect(value.trim(), key).not.toBe('');
  });

  it('give every plural both its singular and plural form', () => {
    for (const key of fr.keys()) {
      const base = key.replace(/_(one|other)$/, '');
      if (base !== key) expect([fr.has(`${base}_one`), fr.has(`${base}_other`)], base).toEqual([true, true]);
    }
  });

  it('write English as English: no French punctuation, spacing or accents', () => {
    // The language picker names French in French.
    const french = /[«»\u00a0\u202f]| [:;!?]|[À-ÿŒœ]/;
    for (const [key, value] of en) if (key !== 'settings.french') expect(value, key).not.toMatch(french);
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (text = '') => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    for (const [key, value] of fr) expect(placeholders(en.get(key)), key).toEqual(placeholders(value));
  });
});

describe('translate', () => {
  it('follows French plural rules, where 0 and 1 are singular', () => {
    expect(translate('fr', 'labels.days', { count: 0 })).toBe('0 jour');
    expect(translate('fr', 'labels.days', { count: 1 })).toBe('1 jour');
    expect(translate('fr', 'labels.days', { count: 7 })).toBe('7 jours');
    expect(translate('en', 'labels.days', { count: 0 })).toBe('0 days');
    expect(translate('en', 'labels.days', { count: 1 })).toBe('1 day');
  });

  it('fills placeholders and keeps the exact labels of the specification', () => {
    expect(translate('en', 'links.cannotOpen', { url: 'ftp://x' })).toBe(
      "Don't know how to open this URL: ftp://x",
    );
    expect(translate('fr', 'login.badCredentials')).toBe('E-mail ou mot de passe incorrect');
    expect(translate('en', 'login.termsRequired')).toBe('You must agree to the GCU');
    expect(translate('fr', 'login.pinFailures')).toBe(
      'Vous avez raté votre NIP 3 fois. Vous allez être déconnecté.',
    );
    // The specification writes the PIN prompts in lower case, in English as quoted.
    expect(translate('en', 'pin.create')).toBe('you just logged in, you must create a PIN');
    expect(translate('en', 'pin.old')).toBe('enter your old PIN');
    expect(translate('en', 'pin.new')).toBe('enter your new PIN');
  });
});
