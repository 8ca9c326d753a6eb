import type { ContactSeed } from './types.ts';

/** Members of parliament, European deputies and local elected officials. */
export const ELECTED_CONTACTS = {
  'claire-dubois': {
    firstname: 'Claire',
    lastname: 'Dubois',
    mandate: 'Députée du Rhône, rapporteure générale du budget',
    biography:
      "Avocate fiscaliste de formation, elle s'est imposée comme la voix de la majorité sur les comptes publics. Réputée pour ses amendements de rendement et sa maîtrise des chiffrages.",
    career:
      "2024 – : Rapporteure générale de la commission des finances\n2022 – : Députée du Rhône\n2014 – 2022 : Adjointe aux finances d'une commune de la métropole de Lyon",
    affiliations: ['cap-republicain'],
    stance: ['committed', 'supportive'],
    social: ['twitter', 'linkedin'],
  },
  'jerome-castaing': {
    firstname: 'Jérôme',
    lastname: 'Castaing',
    mandate: 'Député de la Manche',
    biography:
      'Ingénieur en radioprotection, élu sur une ligne de sortie progressive du nucléaire. Suit de près les chantiers du Cotentin et les coûts du programme EPR2.',
    career: '2022 – : Député de la Manche\n2015 – 2022 : Conseiller régional de Normandie',
    affiliations: ['ecologie-commune'],
    stance: ['opponent', 'adversary'],
    social: ['twitter'],
  },
  'nadia-benali': {
    firstname: 'Nadia',
    lastname: 'Benali',
    mandate: 'Députée de la Seine-Saint-Denis, commission des affaires sociales',
    biography:
      "Infirmière puis cadre de santé, elle porte les sujets d'accès aux soins et de conditions de travail à l'hôpital. Autrice d'une proposition de loi sur la régulation de l'installation des médecins.",
    career: "2022 – : Députée de la Seine-Saint-Denis\n2008 – 2022 : Cadre de santé à l'hôpital public",
    affiliations: ['gauche-solidaire'],
    stance: ['contrarian', 'opponent'],
    social: ['twitter'],
  },
  'francois-xavier-meric': {
    firstname: 'François-Xavier',
    lastname: 'Méric',
    mandate: 'Sénateur de la Gironde, président de la commission des finances',
    biography:
      "Ancien magistrat de la Cour des comptes, gardien de l'orthodoxie budgétaire au Sénat. Ses rapports sur la dette font référence dans la haute administration.",
    career:
      '2023 – : Président de la commission des finances du Sénat\n2017 – : Sénateur de la Gironde\n2001 – 2017 : Conseiller maître à la Cour des comptes',
    affiliations: ['union-territoires'],
    stance: ['neutral', 'hesitant'],
    social: ['linkedin'],
  },
  'elodie-marchetti': {
    firstname: 'Élodie',
    lastname: 'Marchetti',
    mandate: 'Sénatrice des Bouches-du-Rhône, rapporteure du PLFSS',
    biography:
      'Médecin généraliste à Aubagne pendant quinze ans, elle défend une approche territoriale de la santé. Rapporteure des textes financiers de la Sécurité sociale.',
    career: '2020 – : Sénatrice des Bouches-du-Rhône\n2008 – 2020 : Médecin généraliste',
    affiliations: ['union-territoires'],
    stance: ['hesitant', 'supportive'],
  },
  'anne-sophie-lacroix': {
    firstname: 'Anne-Sophie',
    lastname: 'Lacroix',
    mandate: 'Sénatrice de la Loire-Atlantique, rapporteure spéciale énergie',
    biography:
      "Élue d'un territoire qui accueille des parcs éoliens en mer et leurs usines, elle plaide pour une planification industrielle des renouvelables. Rapporteure spéciale des crédits de l'énergie.",
    career:
      "2023 – : Sénatrice de la Loire-Atlantique\n2014 – 2023 : Maire d'une commune de l'estuaire de la Loire",
    affiliations: ['cap-republicain'],
    stance: ['supportive', 'committed'],
    social: ['linkedin'],
  },
  'raphael-nguyen': {
    firstname: 'Raphaël',
    lastname: 'Nguyen',
    mandate: "Député européen, commission de l'industrie et de l'énergie",
    biography:
      "Économiste de l'énergie, il suit à Strasbourg la réforme du marché européen de l'électricité. Critique des contrats de long terme adossés au nucléaire.",
    career: "2024 – : Député européen\n2016 – 2024 : Chercheur en économie de l'énergie",
    affiliations: ['ecologie-commune'],
    stance: ['passive', 'contrarian'],
    social: ['twitter', 'linkedin'],
  },
  'gaelle-le-goff': {
    firstname: 'Gaëlle',
    lastname: 'Le Goff',
    mandate: "Vice-présidente de région chargée de la mer et de l'énergie",
    biography:
      "Ancienne officière de la marine marchande, elle pilote la stratégie portuaire et éolienne de sa région. Interlocutrice clé des industriels de l'éolien en mer.",
    career:
      '2021 – : Vice-présidente de région, mer et énergie\n2005 – 2021 : Officière de la marine marchande',
    affiliations: ['ecologie-commune'],
    stance: ['supportive', 'supportive'],
  },
  'etienne-bourdon': {
    firstname: 'Étienne',
    lastname: 'Bourdon',
    mandate: "Maire de Saint-Aubin-sur-Loire, président de l'AMVM",
    biography:
      "Maire d'une ville moyenne depuis deux mandats, il préside l'association des maires de villes moyennes. En pointe sur la compensation de la fiscalité locale et le statut de l'élu.",
    career: "2014 – : Maire de Saint-Aubin-sur-Loire\n2023 – : Président de l'AMVM",
    affiliations: ['union-territoires'],
    stance: ['neutral', 'opponent'],
    social: ['twitter'],
  },
  'karim-messaoudi': {
    firstname: 'Karim',
    lastname: 'Messaoudi',
    mandate: "Président de l'agglomération du Val de Sèvre",
    biography:
      "Président d'intercommunalité et vice-président de l'AMVM, il défend la péréquation entre territoires. Spécialiste des dotations de l'État aux collectivités.",
    career: "2020 – : Président de l'agglomération du Val de Sèvre\n2014 – 2020 : Maire adjoint",
    affiliations: ['gauche-solidaire'],
    stance: ['hesitant', 'neutral'],
  },
  'mathieu-perrault': {
    firstname: 'Mathieu',
    lastname: 'Perrault',
    mandate: "Député du Nord, rapporteur du PLFSS à l'Assemblée",
    biography:
      "Ancien directeur d'hôpital, il rapporte le budget de la Sécurité sociale à l'Assemblée. Discret mais influent dans les arbitrages sur l'Ondam.",
    career: "2022 – : Député du Nord\n2010 – 2022 : Directeur d'hôpital",
    affiliations: ['union-territoires'],
    stance: ['passive', 'passive'],
    social: ['linkedin'],
  },
  'sandrine-aubry': {
    firstname: 'Sandrine',
    lastname: 'Aubry',
    mandate: 'Sénatrice du Finistère, commission des affaires sociales',
    biography:
      "Pharmacienne d'officine, elle a présidé la mission d'information sénatoriale sur les pénuries de médicaments. Favorable à une relocalisation de la production des molécules essentielles.",
    career: "2020 – : Sénatrice du Finistère\n1998 – 2020 : Pharmacienne d'officine à Quimper",
    affiliations: ['gauche-solidaire'],
    stance: ['opponent', 'contrarian'],
    social: ['twitter'],
  },
  'baptiste-royer': {
    firstname: 'Baptiste',
    lastname: 'Royer',
    mandate: "Député de Paris, rapporteur du texte sur le statut de l'élu local",
    biography:
      "Plus jeune rapporteur de la législature, il porte la réforme du statut de l'élu local. Ancien collaborateur d'un président de région.",
    career: '2024 – : Député de Paris\n2018 – 2024 : Collaborateur de cabinet en région',
    affiliations: ['cap-republicain'],
    stance: ['committed', 'committed'],
    social: ['twitter', 'linkedin'],
  },
  'chloe-martineau': {
    firstname: 'Chloé',
    lastname: 'Martineau',
    mandate: "Députée européenne, rapporteure sur le marché de l'électricité",
    biography:
      "Rapporteure au Parlement européen sur la réforme du marché de l'électricité, elle cherche un compromis entre prix de long terme et concurrence. Ancienne juriste en droit de la concurrence.",
    career: '2024 – : Députée européenne\n2012 – 2024 : Avocate en droit de la concurrence à Bruxelles',
    affiliations: ['cap-republicain'],
    stance: ['supportive', 'hesitant'],
    social: ['linkedin'],
  },
} satisfies Record<string, ContactSeed>;
