import { days, press } from './post-helpers.ts';
import type { PostSeed } from './types.ts';

export const TERRITORY_POSTS: PostSeed[] = [
  {
    slug: 'fiscalite-locale-compensation-cvae',
    type: 'synthese',
    hoursAgo: days(21) + 4,
    geo: 'Paris',
    title: 'Fiscalité locale : la compensation de la CVAE en question',
    summary:
      "La compensation de la suppression de la CVAE par une fraction de TVA ne suit plus la dynamique économique des territoires. Les associations d'élus demandent une réforme du mécanisme. Synthèse des positions.",
    context:
      'La suppression de la cotisation sur la valeur ajoutée des entreprises a été compensée par une part de TVA nationale, répartie selon les recettes passées.',
    points: [
      ['Grief', 'les territoires industriels ne profitent plus des implantations nouvelles.'],
      ['AMVM', "demande une part dynamique liée à l'activité locale."],
      ['Bercy', "refuse tout coût supplémentaire pour l'État en 2027."],
    ],
    outlook:
      'Étienne Bourdon et Karim Messaoudi porteront une proposition commune au Comité des finances locales.',
    contacts: ['etienne-bourdon', 'karim-messaoudi', 'thomas-garnier'],
    entities: ['amvm', 'bercy'],
    themes: ['fiscalite-locale'],
  },
  {
    slug: 'amvm-congres-tours',
    type: 'news',
    hoursAgo: days(26) + 2,
    geo: 'Tours',
    title: "Congrès de l'AMVM : les maires de villes moyennes haussent le ton",
    summary:
      "Réunis en congrès à Tours, les maires de villes moyennes dénoncent la baisse de leurs marges de manœuvre. Étienne Bourdon a réclamé un pacte financier pluriannuel avec l'État.",
    context: "Le congrès annuel de l'AMVM réunit environ 600 élus et la ministre chargée des collectivités.",
    points: [
      ['Motion', 'refus de toute contribution des collectivités au redressement des comptes.'],
      ['Demande', "un pacte financier de cinq ans avec l'État."],
      ['Annonce', "un observatoire des dotations avec les autres associations d'élus."],
    ],
    outlook: 'Karim Messaoudi est chargé de négocier le pacte avec Matignon.',
    contacts: ['etienne-bourdon', 'karim-messaoudi'],
    entities: ['amvm'],
    themes: ['fiscalite-locale', 'decentralisation'],
    source: press('territoires', 'congres/amvm-tours-maires-villes-moyennes', true),
  },
  {
    slug: 'dotations-collectivites-senat',
    type: 'memo',
    hoursAgo: days(18) + 6,
    geo: 'Paris',
    title: 'Dotations aux collectivités : le Sénat prépare ses amendements',
    summary:
      "La commission des finances du Sénat veut annuler la baisse des variables d'ajustement prévue par le PLF. Elle propose de financer la mesure par une hausse de la fraction de TVA.",
    context:
      "Les variables d'ajustement permettent à l'État de financer les hausses de certaines dotations en en réduisant d'autres.",
    points: [
      ['Montant', "487 M€ de baisse des variables d'ajustement à annuler."],
      ['Financement', 'fraction de TVA supplémentaire pour les départements.'],
      ['Alliés', "les associations d'élus et une partie de la majorité."],
    ],
    outlook:
      'François-Xavier Méric défendra les amendements en séance. Karim Messaoudi en a fourni les simulations.',
    contacts: ['karim-messaoudi', 'francois-xavier-meric'],
    entities: ['senat', 'amvm'],
    themes: ['fiscalite-locale', 'plf-2027'],
  },
  {
    slug: 'decentralisation-elysee-relance',
    type: 'memo',
    hoursAgo: days(9) + 6,
    geo: 'Paris',
    title: "Décentralisation : l'Élysée relance le chantier",
    summary:
      "L'Élysée veut un projet de loi de décentralisation au printemps. Le texte clarifierait les compétences entre départements et régions et donnerait un pouvoir réglementaire local.",
    context: "Un précédent projet avait été abandonné faute de consensus avec les associations d'élus.",
    points: [
      ['Compétences', 'fin des financements croisés entre régions et départements.'],
      ['Pouvoir réglementaire', 'adaptation locale des normes nationales.'],
      ['Méthode', "une conférence des territoires avant l'écriture du texte."],
    ],
    outlook:
      "Baptiste Royer pourrait être chargé d'une mission préparatoire. L'AMVM demande à être associée dès la rédaction.",
    contacts: ['baptiste-royer', 'etienne-bourdon'],
    entities: ['elysee', 'matignon'],
    themes: ['decentralisation'],
  },
  {
    slug: 'senat-mission-decentralisation',
    type: 'news',
    hoursAgo: days(12) + 4,
    geo: 'Paris',
    title: "Le Sénat lance une mission d'information sur la décentralisation",
    summary:
      "Le Sénat crée une mission d'information sur les compétences des collectivités. Ses conclusions sont attendues avant le dépôt du projet de loi annoncé par l'exécutif.",
    context: 'La chambre des territoires entend peser sur le futur texte de décentralisation.',
    points: [
      ['Composition', '23 sénateurs de tous les groupes.'],
      ['Calendrier', 'rapport attendu dans quatre mois.'],
      ['Méthode', 'consultation en ligne des élus locaux.'],
    ],
    outlook:
      'Élodie Marchetti y représentera la commission des affaires sociales pour les compétences médico-sociales.',
    contacts: ['francois-xavier-meric', 'elodie-marchetti'],
    entities: ['senat'],
    themes: ['decentralisation'],
    link: { label: 'La page de la mission sur le site du Sénat', url: 'https://www.senat.fr' },
  },
  {
    slug: 'referendum-local-reforme',
    type: 'synthese',
    hoursAgo: days(23) + 5,
    geo: 'Paris',
    title: 'Référendum local : la réforme qui divise les élus',
    summary:
      'Le gouvernement veut assouplir les conditions du référendum local. Les maires de grandes villes y sont favorables, ceux des petites communes redoutent une démocratie de contestation.',
    context:
      "Le référendum local décisionnel est très peu utilisé en raison d'un quorum de participation élevé.",
    points: [
      ['Quorum', 'abaissé de 50 % à 30 % des inscrits.'],
      ['Initiative', 'ouverte à 10 % des électeurs de la collectivité.'],
      ['Réserves', "l'AMVM demande d'exclure les questions fiscales."],
    ],
    outlook: 'Karim Messaoudi défend une expérimentation dans les intercommunalités volontaires.',
    contacts: ['karim-messaoudi', 'etienne-bourdon'],
    entities: ['amvm'],
    themes: ['decentralisation', 'institutions'],
  },
  {
    slug: 'matignon-circulaire-prefets',
    type: 'news',
    hoursAgo: days(25) + 7,
    geo: 'Paris',
    title: 'Une circulaire de Matignon pour accélérer les projets locaux',
    summary:
      "Le Premier ministre demande aux préfets de déroger aux normes qui bloquent des projets locaux. La circulaire étend un pouvoir de dérogation jusqu'ici expérimental.",
    context:
      "Le pouvoir de dérogation des préfets avait été expérimenté dans deux régions avant d'être généralisé.",
    points: [
      ['Champ', 'urbanisme, environnement, subventions.'],
      ['Objectif', "réduire de moitié les délais d'instruction."],
      ['Suivi', 'un bilan trimestriel remonté à Matignon.'],
    ],
    outlook:
      "Victor Delaunay suit le dispositif pour Matignon. Les associations d'élus saluent une mesure « pragmatique ».",
    contacts: ['victor-delaunay'],
    entities: ['matignon'],
    themes: ['decentralisation'],
    source: press('territoires', 'etat/circulaire-prefets-derogation'),
  },
];
