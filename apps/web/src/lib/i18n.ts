import en from '../locales/en.json';
import fr from '../locales/fr.json';
import { formatNumber } from './format.ts';
import { type Lang, useStore } from './store.ts';

export type Catalog = { [key: string]: string | Catalog };
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type WithoutPlural<Key> = Key extends `${infer Base}_${'one' | 'other'}` ? Base : Key;

/** Every key of a French catalogue, plural forms folded: a typo is a compile error. */
export type KeysOf<FrenchCatalog> = WithoutPlural<Leaves<FrenchCatalog>>;
export type TKey = KeysOf<typeof fr>;
export type TVars = { count?: number } & Record<string, string | number | undefined>;
export type Translate<Key extends string = TKey> = (key: Key, vars?: TVars) => string;
export type Catalogs = Record<Lang, Catalog>;

export const CATALOGS: Catalogs = { fr, en };

function lookup(catalog: Catalog, path: string): string | undefined {
  let node: string | Catalog | undefined = catalog;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

// Building plural rules is slow; a feed page asks for dozens of plural forms per render.
const PLURAL_RULES: Record<Lang, Intl.PluralRules> = {
  fr: new Intl.PluralRules('fr'),
  en: new Intl.PluralRules('en'),
};

function find(catalogs: Catalogs, lang: Lang, key: string, count: number | undefined): string | undefined {
  const catalog = catalogs[lang];
  if (count === undefined) return lookup(catalog, key);
  const form = PLURAL_RULES[lang].select(count);
  return lookup(catalog, `${key}_${form}`) ?? lookup(catalog, `${key}_other`) ?? lookup(catalog, key);
}

function translateFrom(catalogs: Catalogs, lang: Lang, key: string, vars: TVars): string | undefined {
  const text = find(catalogs, lang, key, vars.count) ?? find(catalogs, 'fr', key, vars.count);
  return text?.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = vars[name];
    return typeof value === 'number' ? formatNumber(value, lang) : (value ?? '');
  });
}

/**
 * French is the default and the fallback; `{{name}}` placeholders take their values from `vars`, numbers
 * written as the language writes them.
 */
export function translate(lang: Lang, key: TKey, vars: TVars = {}): string {
  return translateFrom(CATALOGS, lang, key, vars) ?? key;
}

/** The translate function of the chosen language; components re-render when it changes. */
export function useT(): Translate {
  const lang = useStore((state) => state.lang);
  return (key, vars) => translate(lang, key, vars);
}

/**
 * A lazy area's own catalogue, consulted before the app's: its labels ship in its chunk, so the
 * screens everyone loads do not carry them.
 */
export function useAreaT<AreaKey extends string>(area: Catalogs): Translate<AreaKey | TKey> {
  const lang = useStore((state) => state.lang);
  return (key, vars = {}) => translateFrom(area, lang, key, vars) ?? translate(lang, key as TKey, vars);
}

/** The browser's language when Vigie speaks it, else French (docs/product.md §2.15). */
export const browserLang = (): Lang => (navigator.language?.toLowerCase().startsWith('en') ? 'en' : 'fr');

/**
 * Keeps `<html lang>` in step with the language, for screen readers and hyphenation, and the language
 * with the browser's as it changes while Langue is Automatique (docs/product.md §4.12).
 */
export function initLanguage(): void {
  const followBrowser = () => {
    if (useStore.getState().langAuto) useStore.setState({ lang: browserLang() });
  };
  followBrowser();
  window.addEventListener('languagechange', followBrowser);
  document.documentElement.lang = useStore.getState().lang;
  useStore.subscribe((state, previous) => {
    document.documentElement.lang = state.lang;
    if (state.langAuto && !previous.langAuto) followBrowser();
  });
}
