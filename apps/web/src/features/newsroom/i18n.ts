import { type KeysOf, type TKey, type Translate, useAreaT } from '../../lib/i18n.ts';
import en from './locales/en.json';
import fr from './locales/fr.json';

export const NEWSROOM_CATALOGS = { fr, en };
export type NewsroomKey = KeysOf<typeof fr>;

/** The newsroom's labels live in its own chunk: readers never download them. */
export const useNewsroomT = (): Translate<NewsroomKey | TKey> => useAreaT<NewsroomKey>(NEWSROOM_CATALOGS);
