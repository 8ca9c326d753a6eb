export const AFFILIATIONS = {
  'cap-republicain': { name: 'Cap Républicain', color: '#f2994a' },
  'union-territoires': { name: 'Union des Territoires', color: '#1f6feb' },
  'ecologie-commune': { name: 'Écologie Commune', color: '#1a7f37' },
  'gauche-solidaire': { name: 'Gauche Solidaire', color: '#cf222e' },
  'filiere-energie': { name: 'Filière énergie', color: '#bf8700' },
  'sante-social': { name: 'Santé et protection sociale', color: '#8250df' },
} satisfies Record<string, { name: string; color: string }>;

export type AffiliationSlug = keyof typeof AFFILIATIONS;
