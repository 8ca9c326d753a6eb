import type { PostSeed } from './types.ts';

/** Hours in `count` days, to write a post's age as `days(12) + 3`. */
export const days = (count: number): number => count * 24;

/** Invented outlets on the reserved .example domain, so no link points at a real newsroom. */
const OUTLETS = {
  energie: { name: "Le Courrier de l'Énergie", site: 'https://www.courrier-energie.example' },
  sante: { name: 'La Gazette hospitalière', site: 'https://www.gazette-hospitaliere.example' },
  finances: { name: "L'Écho des finances", site: 'https://www.echo-finances.example' },
  territoires: { name: 'La Lettre des territoires', site: 'https://www.lettre-territoires.example' },
  parlement: { name: 'Le Journal parlementaire', site: 'https://www.journal-parlementaire.example' },
  europe: { name: 'Bruxelles Hebdo', site: 'https://www.bruxelles-hebdo.example' },
  littoral: { name: 'Ouest Littoral', site: 'https://www.ouest-littoral.example' },
  lyon: { name: 'Lyon Actualités', site: 'https://www.lyon-actualites.example' },
};

/** The source of a post taken from the press; `flag` prefixes it with "Source :" in the app. */
export const press = (outlet: keyof typeof OUTLETS, path: string, flag?: true): PostSeed['source'] => ({
  name: OUTLETS[outlet].name,
  url: `${OUTLETS[outlet].site}/${path}`,
  ...(flag && { flag }),
});
