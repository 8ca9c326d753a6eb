import type { ThemeSeed } from './types.ts';

/** The topic tree: a parent always comes before its children. */
export const THEMES = {
  energie: {
    item: 'Énergie',
    description: 'Politique énergétique, production et prix.',
    chat_room: 'energie',
  },
  nucleaire: { item: 'Nucléaire', parent: 'energie', description: 'Parc existant et nouveau nucléaire.' },
  epr2: {
    item: 'EPR2',
    parent: 'nucleaire',
    description: 'Programme de six réacteurs EPR2 : coûts, calendrier, financement.',
  },
  renouvelables: {
    item: 'Énergies renouvelables',
    parent: 'energie',
    description: 'Solaire, éolien, biomasse.',
  },
  'eolien-en-mer': {
    item: 'Éolien en mer',
    parent: 'renouvelables',
    description: "Appels d'offres, ports et raccordement des parcs en mer.",
  },
  'prix-electricite': {
    item: "Prix de l'électricité",
    parent: 'energie',
    description: 'Tarifs réglementés, après-ARENH et marché européen.',
  },
  sante: { item: 'Santé', description: 'Organisation des soins et politique du médicament.' },
  hopital: {
    item: 'Hôpital',
    parent: 'sante',
    description: "Financement et organisation de l'hôpital public.",
  },
  urgences: {
    item: 'Urgences',
    parent: 'hopital',
    description: 'Saturation, fermetures nocturnes et régulation des urgences.',
  },
  'deserts-medicaux': {
    item: 'Déserts médicaux',
    parent: 'sante',
    description: "Accès aux soins et régulation de l'installation des médecins.",
  },
  medicament: {
    item: 'Médicament',
    parent: 'sante',
    description: 'Prix, production et accès aux médicaments.',
  },
  'penuries-medicaments': {
    item: 'Pénuries de médicaments',
    parent: 'medicament',
    description: 'Ruptures de stock et relocalisation.',
  },
  'finances-publiques': {
    item: 'Finances publiques',
    description: "Budget de l'État, Sécurité sociale et collectivités.",
  },
  'budget-2027': {
    item: 'Budget 2027',
    parent: 'finances-publiques',
    description: 'Préparation et examen des textes financiers pour 2027.',
  },
  'plf-2027': {
    item: 'PLF 2027',
    parent: 'budget-2027',
    description: 'Projet de loi de finances pour 2027.',
  },
  'plfss-2027': {
    item: 'PLFSS 2027',
    parent: 'budget-2027',
    description: 'Projet de loi de financement de la Sécurité sociale pour 2027.',
  },
  'fiscalite-locale': {
    item: 'Fiscalité locale',
    parent: 'finances-publiques',
    description: 'Impôts locaux, dotations et compensations.',
  },
  institutions: {
    item: 'Institutions',
    description: 'Fonctionnement des pouvoirs publics et réformes institutionnelles.',
  },
  decentralisation: {
    item: 'Décentralisation',
    parent: 'institutions',
    description: "Compétences des collectivités et relations avec l'État.",
  },
  'statut-elu-local': {
    item: "Statut de l'élu local",
    parent: 'decentralisation',
    description: 'Indemnités, protection et formation des élus locaux.',
  },
  'dossiers-sensibles': {
    item: 'Dossiers sensibles',
    confidential: true,
    description: 'Informations non publiques, diffusion restreinte.',
  },
  'arbitrages-budgetaires': {
    item: 'Arbitrages budgétaires',
    parent: 'dossiers-sensibles',
    confidential: true,
    description: 'Arbitrages en cours entre ministères.',
    chat_room: 'arbitrages',
  },
  'gel-de-credits': {
    item: 'Gel de crédits',
    parent: 'arbitrages-budgetaires',
    confidential: true,
    description: 'Mises en réserve et annulations envisagées.',
  },
  nominations: {
    item: 'Nominations',
    parent: 'dossiers-sensibles',
    confidential: true,
    description: 'Nominations pressenties à la tête des institutions et opérateurs.',
  },
} satisfies Record<string, ThemeSeed>;

export type ThemeSlug = keyof typeof THEMES;
