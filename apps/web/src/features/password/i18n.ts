import { type KeysOf, type TKey, type Translate, useAreaT } from '../../lib/i18n.ts';
import en from './locales/en.json';
import fr from './locales/fr.json';

export type PasswordKey = KeysOf<typeof fr>;

/** The set-password page's labels ship in its chunk, not in the login route's. */
export const usePasswordT = (): Translate<PasswordKey | TKey> => useAreaT<PasswordKey>({ fr, en });
