import type { UserSeed } from './types.ts';

/** Every demo account signs in with this password; it is printed at start-up and in the README. */
export const DEMO_PASSWORD = 'vigie-demo-1';

export const USERS = {
  lecteur: {
    email: 'lecteur@vigie.example',
    firstname: 'Julien',
    lastname: 'Marchand',
    username: 'jmarchand',
    biography:
      'Chargé de mission affaires publiques dans une fédération professionnelle. Suit les textes budgétaires et la fiscalité locale.',
    role: 'reader',
    confidentialAccess: false,
    loginDescription: 'Lecteur, sans accès aux contenus confidentiels',
  },
  analyste: {
    email: 'analyste@vigie.example',
    firstname: 'Inès',
    lastname: 'Carpentier',
    username: 'icarpentier',
    biography:
      "Analyste senior du pôle énergie et santé. Ancienne collaboratrice parlementaire, elle couvre les arbitrages de l'exécutif.",
    role: 'reader',
    confidentialAccess: true,
    loginDescription: 'Lectrice avec accès aux contenus confidentiels',
  },
  redaction: {
    email: 'redaction@vigie.example',
    firstname: 'Margaux',
    lastname: 'Delmas',
    username: 'mdelmas',
    biography:
      'Rédactrice en chef de la veille Vigie. Charte éditoriale et méthodologie : https://vigie.example/charte-editoriale',
    role: 'editor',
    confidentialAccess: true,
    loginDescription: 'Rédaction (éditrice), autrice des publications, accès confidentiel',
  },
  administration: {
    email: 'admin@vigie.example',
    firstname: 'Paul',
    lastname: 'Rousseau',
    username: 'prousseau',
    biography: 'Administrateur de la plateforme Vigie : comptes, rôles et accès aux contenus confidentiels.',
    role: 'admin',
    confidentialAccess: true,
    loginDescription: 'Administrateur : comptes, rôles et accès, publication, accès confidentiel',
  },
} satisfies Record<string, UserSeed>;

export type UserSlug = keyof typeof USERS;
