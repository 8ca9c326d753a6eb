import type { ContactSeed } from './types.ts';

/** Members of ministerial offices, senior civil servants and civil-society leaders. */
export const OFFICIAL_CONTACTS = {
  'helene-lefevre': {
    firstname: 'Hélène',
    lastname: 'Lefèvre',
    mandate: "Conseillère énergie et climat à l'Élysée",
    biography:
      "Ingénieure des mines, elle suit à l'Élysée la relance du nucléaire et la sécurité d'approvisionnement. Réputée pour trancher vite entre Bercy et le ministère de l'Énergie.",
    career:
      "2024 – : Conseillère énergie et climat, Présidence de la République\n2019 – 2024 : Sous-directrice à la direction de l'énergie",
    affiliations: [],
    stance: ['supportive', 'committed'],
    social: ['linkedin'],
  },
  'thomas-garnier': {
    firstname: 'Thomas',
    lastname: 'Garnier',
    mandate: "Directeur de cabinet du ministre de l'Économie",
    biography:
      'Inspecteur des finances, il tient la plume des arbitrages fiscaux à Bercy. Interlocuteur incontournable des fédérations professionnelles pendant la préparation du budget.',
    career:
      "2025 – : Directeur de cabinet du ministre de l'Économie\n2020 – 2025 : Directeur adjoint de la législation fiscale",
    affiliations: [],
    stance: ['neutral', 'supportive'],
  },
  'pierre-henri-vasseur': {
    firstname: 'Pierre-Henri',
    lastname: 'Vasseur',
    mandate: 'Directeur du budget',
    biography:
      "Haut fonctionnaire discret, il prépare les lettres plafonds et les gels de crédits. Ses notes internes sur la trajectoire de déficit circulent jusqu'à Matignon.",
    career: '2023 – : Directeur du budget\n2018 – 2023 : Sous-directeur de la synthèse budgétaire',
    affiliations: [],
    stance: ['neutral', 'neutral'],
  },
  'lea-fontaine': {
    firstname: 'Léa',
    lastname: 'Fontaine',
    mandate: 'Conseillère santé et solidarités du Premier ministre',
    biography:
      "Ancienne directrice d'agence régionale de santé, elle arbitre à Matignon les dossiers hospitaliers. Elle a piloté le plan urgences de l'été.",
    career: "2025 – : Conseillère santé, Matignon\n2019 – 2025 : Directrice générale adjointe d'ARS",
    affiliations: [],
    stance: ['hesitant', 'supportive'],
    social: ['linkedin'],
  },
  'victor-delaunay': {
    firstname: 'Victor',
    lastname: 'Delaunay',
    mandate: 'Conseiller budgétaire du Premier ministre',
    biography:
      "Économiste passé par le Trésor, il coordonne la préparation du budget 2027 pour Matignon. Partisan d'une revue systématique des dépenses.",
    career: '2024 – : Conseiller budgétaire, Matignon\n2017 – 2024 : Direction générale du Trésor',
    affiliations: [],
    stance: ['supportive', 'supportive'],
  },
  'marc-antoine-delorme': {
    firstname: 'Marc-Antoine',
    lastname: 'Delorme',
    mandate: 'Délégué interministériel au nouveau nucléaire',
    biography:
      'Chargé de tenir le calendrier des six premiers réacteurs EPR2, il rend compte directement au Premier ministre. Ancien directeur de grands projets industriels.',
    career:
      '2023 – : Délégué interministériel au nouveau nucléaire\n2010 – 2023 : Directeur de projets industriels',
    affiliations: ['filiere-energie'],
    stance: ['committed', 'committed'],
  },
  'celine-barthelemy': {
    firstname: 'Céline',
    lastname: 'Barthélémy',
    mandate: "Directrice générale de l'offre de soins",
    biography:
      'À la tête de la direction qui pilote les hôpitaux, elle prépare la réforme du financement des urgences. Réputée technique et prudente face aux annonces politiques.',
    career: "2024 – : Directrice générale de l'offre de soins\n2016 – 2024 : Directrice de CHU",
    affiliations: ['sante-social'],
    stance: [null, 'hesitant'],
  },
  'amelie-rousseau-vidal': {
    firstname: 'Amélie',
    lastname: 'Rousseau-Vidal',
    mandate: 'Directrice générale du CHU de Lyon-Confluence',
    biography:
      "Elle dirige l'un des plus grands CHU de France et alerte sur la saturation des urgences lyonnaises. Porte-voix des directeurs d'hôpitaux dans les médias régionaux.",
    career:
      "2022 – : Directrice générale du CHU de Lyon-Confluence\n2015 – 2022 : Directrice d'hôpital à Grenoble",
    affiliations: ['sante-social'],
    stance: ['hesitant', 'contrarian'],
  },
  'sebastien-moreau': {
    firstname: 'Sébastien',
    lastname: 'Moreau',
    mandate: 'Président de la Conférence des hôpitaux de France',
    biography:
      "Il porte la parole des hôpitaux publics dans les négociations sur l'Ondam. Opposé à toute nouvelle baisse des tarifs hospitaliers.",
    career:
      '2023 – : Président de la Conférence des hôpitaux de France\n2012 – 2023 : Directeur de centre hospitalier',
    affiliations: ['sante-social'],
    stance: ['opponent', 'opponent'],
    social: ['twitter'],
  },
  'camille-roche': {
    firstname: 'Camille',
    lastname: 'Roche',
    mandate: 'Porte-parole du Collectif Urgences Solidaires',
    biography:
      "Médecin urgentiste, elle a lancé le mouvement de grève des services d'urgences. Très présente sur les réseaux sociaux et dans les matinales.",
    career:
      "2024 – : Porte-parole du Collectif Urgences Solidaires\n2013 – : Médecin urgentiste à l'hôpital public",
    affiliations: ['sante-social'],
    stance: ['adversary', 'adversary'],
    social: ['twitter'],
  },
  'bertrand-kessler': {
    firstname: 'Bertrand',
    lastname: 'Kessler',
    mandate: 'Président-directeur général de Nucléa Construction',
    biography:
      "Il dirige le constructeur chargé de la chaudière des EPR2 et négocie le financement du programme avec l'État. Ancien directeur industriel dans l'aéronautique.",
    career: "2022 – : PDG de Nucléa Construction\n2008 – 2022 : Directeur industriel dans l'aéronautique",
    affiliations: ['filiere-energie'],
    stance: ['committed', 'supportive'],
    social: ['linkedin'],
  },
  'agnes-ferrand': {
    firstname: 'Agnès',
    lastname: 'Ferrand',
    mandate: "Secrétaire générale de l'Union syndicale Énergie & Mines",
    biography:
      "Syndicaliste issue des centrales, elle défend le statut des agents et un service public de l'électricité. Favorable au nucléaire mais hostile à toute ouverture du capital.",
    career: "2021 – : Secrétaire générale de l'USEM\n1999 – 2021 : Technicienne en centrale",
    affiliations: ['filiere-energie'],
    stance: ['contrarian', 'hesitant'],
    social: ['twitter'],
  },
  'laurent-chevalier': {
    firstname: 'Laurent',
    lastname: 'Chevalier',
    mandate: 'Directeur des affaires publiques des Laboratoires Pharmavance',
    biography:
      'Il négocie avec les pouvoirs publics les prix des médicaments et les engagements de relocalisation du groupe. Ancien conseiller parlementaire au Sénat.',
    career: '2019 – : Directeur des affaires publiques, Pharmavance\n2012 – 2019 : Conseiller parlementaire',
    affiliations: ['sante-social'],
    stance: ['passive', 'neutral'],
    social: ['linkedin'],
  },
  'yasmine-haddad': {
    firstname: 'Yasmine',
    lastname: 'Haddad',
    mandate: 'Directrice des études du Cercle Vauban',
    biography:
      'Économiste des finances publiques, elle publie chaque automne une contre-expertise du projet de loi de finances. Régulièrement auditionnée par les commissions des finances.',
    career: "2021 – : Directrice des études du Cercle Vauban\n2014 – 2021 : Économiste à l'OFCE",
    affiliations: [],
    stance: ['neutral', null],
    social: ['twitter', 'linkedin'],
  },
  'mathilde-aubert': {
    firstname: 'Mathilde',
    lastname: 'Aubert',
    mandate: "Directrice à la Commission européenne, direction générale de l'énergie",
    biography:
      "Elle conduit à Bruxelles l'examen des aides d'État au nucléaire et à l'éolien en mer. Fine connaisseuse des positions françaises.",
    career:
      "2020 – : Directrice, DG Énergie\n2010 – 2020 : Représentation permanente de la France auprès de l'UE",
    affiliations: [],
    stance: [null, null],
  },
  'gregoire-tessier': {
    firstname: 'Grégoire',
    lastname: 'Tessier',
    mandate: 'Président de Filière Éolien Mer',
    biography:
      "Il fédère les industriels de l'éolien en mer et plaide pour un calendrier d'appels d'offres stable. Ancien dirigeant d'un chantier naval de Saint-Nazaire.",
    career: "2022 – : Président de Filière Éolien Mer\n2009 – 2022 : Directeur d'un chantier naval",
    affiliations: ['filiere-energie'],
    stance: ['committed', 'committed'],
    social: ['twitter', 'linkedin'],
  },
} satisfies Record<string, ContactSeed>;
