import type { Position } from '../../db/database.ts';

type Lang = 'fr' | 'en';

/** The positions as the web app's catalogues name them (`stance.*`, docs/product.md §3.5). */
export const STANCE_LABELS: Record<Lang, Record<Position | 'unknown', string>> = {
  fr: {
    committed: 'Engagé',
    supportive: 'Favorable',
    hesitant: 'Hésitant',
    neutral: 'Neutre',
    passive: 'Passif',
    opponent: 'Opposant',
    contrarian: 'Contestataire',
    adversary: 'Adversaire',
    unknown: 'Inconnue',
  },
  en: {
    committed: 'Committed',
    supportive: 'Supportive',
    hesitant: 'Hesitant',
    neutral: 'Neutral',
    passive: 'Passive',
    opponent: 'Opponent',
    contrarian: 'Contrarian',
    adversary: 'Adversary',
    unknown: 'Unknown',
  },
};

const label = (lang: Lang, position: Position | null) => STANCE_LABELS[lang][position ?? 'unknown'];

/** A stance drift's push body in each language: 'Hésitant → Favorable sur « Énergie »'. */
export const driftText = (
  from: Position | null,
  to: Position | null,
  theme: string,
): Record<Lang, string> => ({
  fr: `${label('fr', from)} → ${label('fr', to)} sur « ${theme} »`,
  en: `${label('en', from)} → ${label('en', to)} on “${theme}”`,
});
