/** Words the generator combines into a French public-affairs data set. */

/** `a | b | c` → ['a', 'b', 'c']: keeps long word lists compact. */
const list = (text: string): string[] => text.split('|').map((word) => word.trim());

export const FIRST_NAMES = list(`
  Claire | Élise | Jean | Marc | Hélène | François | Amélie | Léa | Chloé | Zoé | Noémie | Céline |
  Agnès | Inès | Jérôme | Stéphane | Frédéric | Sébastien | Benoît | Théo | Raphaël | Gaël | Loïc |
  Joël | Anaïs | Maëlle | Aurélie | Valérie | Mathilde | Camille | Nicolas | Thomas | Julien | Antoine |
  Pierre | Olivier | Philippe | Isabelle | Nathalie | Sophie | Catherine | Christine | Laurent | Éric |
  Arnaud | Bérénice | Cécile | Gérald | Ségolène | Rémi
`);

export const LAST_NAMES = list(`
  Martin | Bernard | Dubois | Thomas | Robert | Richard | Petit | Durand | Leroy | Moreau | Simon |
  Laurent | Lefèvre | Michel | Garcia | David | Bertrand | Roux | Vincent | Fournier | Morel | Girard |
  André | Mercier | Dupont | Lambert | Bonnet | François | Martinez | Legrand | Garnier | Faure |
  Rousseau | Blanc | Guérin | Muller | Henry | Roussel | Nicolas | Perrin | Morin | Mathieu | Clément |
  Gauthier | Dumont | Lopez | Fontaine | Chevalier | Robin | Ménard
`);

export const MANDATES = list(`
  Député | Sénatrice | Maire | Directeur général | Conseillère régionale | Ministre délégué |
  Présidente de commission | Secrétaire général | Préfet | Déléguée générale | Eurodéputé |
  Rapporteure
`);

export const CAREERS = list(`
  Ancien conseiller ministériel, passé par Bercy. |
  Haute fonctionnaire, ancienne directrice d’administration centrale. |
  Avocat de formation, élu local depuis quinze ans. |
  Ingénieure des mines, ancienne dirigeante industrielle. |
  Ancien syndicaliste, spécialiste du dialogue social. |
  Économiste, ancien membre de la Cour des comptes.
`);

export const REGIONS = list(`
  Île-de-France | Auvergne-Rhône-Alpes | Hauts-de-France | Nouvelle-Aquitaine | Occitanie | Grand Est |
  Provence-Alpes-Côte d’Azur | Pays de la Loire | Bretagne | Normandie | Bourgogne-Franche-Comté |
  Centre-Val de Loire | Corse
`);

export const ENTITY_KINDS = list(`
  Fédération | Association | Syndicat | Agence | Conseil | Institut | Union | Observatoire | Chambre |
  Commission
`);

export const DOMAINS = list(`
  de l’énergie | des transports | du numérique | de la santé | de l’agriculture | du logement |
  de l’industrie | des collectivités | de l’eau | de la défense | du commerce | de la recherche |
  de l’assurance | des banques | de la presse | du tourisme | de la chimie | de l’automobile |
  du ferroviaire | de l’aéronautique | du bâtiment | de la pêche | des médicaments | de l’emploi |
  de la culture
`);

/** Roots and their sub-roots; each sub-root gets one leaf per aspect. */
export const THEME_TREE: [string, string[]][] = [
  ['Énergie', ['Nucléaire', 'Renouvelables', 'Prix de l’électricité']],
  ['Santé', ['Hôpital', 'Médicament', 'Prévention']],
  ['Numérique', ['Intelligence artificielle', 'Données personnelles', 'Plateformes']],
  ['Transports', ['Ferroviaire', 'Aérien', 'Mobilités du quotidien']],
  ['Défense et sécurité', ['Dissuasion', 'Industrie de défense', 'Cybersécurité']],
];
export const THEME_ASPECTS = ['réglementation', 'financement', 'territoires'];
/** Confidential themes (their descendants are restricted too). */
export const CONFIDENTIAL_THEMES = ['Dissuasion', 'Cybersécurité : financement'];

export const AFFILIATIONS: [string, string][] = [
  ['Renaissance', '#ffd600'],
  ['Les Républicains', '#0066cc'],
  ['Parti socialiste', '#ff8080'],
  ['Rassemblement national', '#0d378a'],
  ['La France insoumise', '#cc2443'],
  ['Les Écologistes', '#00c000'],
  ['MoDem', '#ff9900'],
  ['Horizons', '#0001b8'],
  ['Parti communiste', '#dd0000'],
  ['UDI', '#00ffff'],
  ['LIOT', '#a0a0a0'],
  ['Sans étiquette', '#cccccc'],
];

export const LINK_TYPES: [string, string][] = [
  ['Membre de', '#1f6feb'],
  ['Dirige', '#8250df'],
  ['Proche de', '#2da44e'],
  ['Partenaire de', '#bf8700'],
];

export const ACTORS = list(`
  Le gouvernement | L’Élysée | Matignon | Le Sénat | L’Assemblée nationale | La Commission européenne |
  Bercy | Le Conseil d’État | Les régions | Les syndicats | Le patronat | La Cour des comptes |
  Le Conseil constitutionnel | Les maires | Le ministère de la Santé | L’Arcom | La CNIL |
  L’Autorité de la concurrence | Les députés | Le Parlement européen
`);

export const ACTIONS = list(`
  présente | adopte | rejette | prépare | examine | annonce | conteste | amende | publie | suspend |
  relance | encadre | finance | réforme
`);

export const TOPICS = list(`
  un projet de loi sur la sobriété énergétique | la réforme des retraites |
  le budget de la Sécurité sociale | la stratégie nationale bas-carbone |
  le plan de relance industrielle | la régulation des plateformes | la loi de programmation militaire |
  le financement des hôpitaux | la souveraineté numérique | le prix du carburant |
  la taxe sur les superprofits | la décentralisation | le fret ferroviaire |
  la directive sur l’intelligence artificielle | les zones à faibles émissions |
  la politique agricole commune | l’encadrement des loyers | la protection des données de santé |
  la simplification administrative | l’accord de libre-échange
`);

export const FOLLOW_UPS = list(`
  Le texte sera examiné en commission la semaine prochaine. |
  Les fédérations professionnelles demandent un report du calendrier. |
  Un amendement transpartisan a été déposé au Sénat. |
  L’exécutif envisage un recours à l’article 49.3. |
  Les élus locaux dénoncent un manque de concertation. |
  Bruxelles a ouvert une procédure d’infraction. |
  Un rapport parlementaire recommande une évaluation indépendante. |
  Le Conseil d’État a rendu un avis réservé. | Les associations d’usagers saluent une avancée. |
  Le calendrier de mise en œuvre reste incertain. | Une concertation nationale s’ouvrira à l’automne. |
  Le coût budgétaire est estimé à plusieurs milliards d’euros.
`);

export const SOURCES = list(`
  Le Monde | Les Échos | Le Figaro | Contexte | AFP | Journal officiel | Public Sénat | La Tribune |
  Libération | L’Opinion
`);

export const PLACES = [
  'Paris',
  'Lyon',
  'Marseille',
  'Bruxelles',
  'Strasbourg',
  'Lille',
  'Toulouse',
  'Bordeaux',
];

/** Rare words: each appears in about ten posts, for searches with few matches. */
export const RARE_MARKERS = ['quetzalcoatl', 'zygomorphe', 'ornithorynque'];
