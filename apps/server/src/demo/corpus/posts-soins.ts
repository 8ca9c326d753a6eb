import { days, press } from './post-helpers.ts';
import type { PostSeed } from './types.ts';

export const CARE_POSTS: PostSeed[] = [
  {
    slug: 'deserts-medicaux-ppl-regulation',
    type: 'synthese',
    hoursAgo: days(15) + 3,
    geo: 'Paris',
    title: "Déserts médicaux : la régulation de l'installation revient au Parlement",
    summary:
      "Une proposition de loi transpartisane veut conditionner l'installation des médecins en zone surdotée. Le texte divise la majorité et les syndicats de médecins libéraux. Le point sur les forces en présence.",
    context:
      "Près de 6 millions de Français n'ont pas de médecin traitant. Les incitations financières n'ont pas enrayé la baisse de la démographie médicale.",
    points: [
      ['Mesure phare', "autorisation d'installation en zone surdotée conditionnée à un départ."],
      ['Soutiens', "députés de plusieurs groupes, associations d'élus ruraux."],
      ['Opposition', 'syndicats de médecins libéraux et une partie du gouvernement.'],
    ],
    outlook:
      'Nadia Benali compte sur une niche parlementaire pour inscrire le texte. Au Sénat, Élodie Marchetti prépare une version plus incitative.',
    contacts: ['nadia-benali', 'elodie-marchetti'],
    entities: ['assemblee-nationale', 'senat'],
    themes: ['deserts-medicaux'],
    link: {
      label: "Le dossier législatif sur le site de l'Assemblée nationale",
      url: 'https://www.assemblee-nationale.fr',
    },
  },
  {
    slug: 'deserts-medicaux-vote-senat',
    type: 'news',
    hoursAgo: days(19) + 5,
    geo: 'Paris',
    title: "Accès aux soins : le Sénat adopte la proposition de loi d'Élodie Marchetti",
    summary:
      "Le Sénat a adopté en première lecture la proposition de loi sur l'accès aux soins dans les territoires. Le texte privilégie les incitations et une quatrième année d'internat en zone sous-dotée.",
    context:
      "Le texte sénatorial est présenté comme une alternative à la régulation de l'installation défendue à l'Assemblée.",
    points: [
      ['Vote', 'adopté par 231 voix contre 98.'],
      ['Internat', 'quatrième année de médecine générale en zone sous-dotée.'],
      ['Suite', "navette incertaine, faute de créneau à l'Assemblée."],
    ],
    outlook: 'Le gouvernement a émis un avis de sagesse et renvoie au futur projet de loi santé.',
    contacts: ['elodie-marchetti'],
    entities: ['senat'],
    themes: ['deserts-medicaux'],
    source: press('parlement', 'senat/acces-aux-soins-adoption', true),
  },
  {
    slug: 'penuries-antibiotiques-hiver',
    type: 'memo',
    hoursAgo: days(4) + 6,
    geo: 'Paris',
    title: "Pénuries d'antibiotiques : le dispositif d'alerte pour l'hiver",
    summary:
      'Le ministère active un dispositif de surveillance renforcée sur 40 antibiotiques pédiatriques. Les laboratoires devront constituer quatre mois de stock.',
    context:
      "Les deux derniers hivers ont été marqués par des ruptures d'amoxicilline pédiatrique. La mission sénatoriale présidée par Sandrine Aubry avait recommandé des stocks obligatoires.",
    points: [
      ['Stocks', 'quatre mois pour les molécules jugées critiques.'],
      ['Dispensation', "délivrance à l'unité autorisée en cas de tension."],
      ['Industrie', "Pharmavance s'engage à augmenter sa production de 30 %."],
    ],
    outlook:
      'Laurent Chevalier demande en contrepartie une revalorisation du prix des antibiotiques anciens.',
    contacts: ['laurent-chevalier', 'sandrine-aubry'],
    entities: ['pharmavance', 'ministere-sante'],
    themes: ['penuries-medicaments'],
  },
  {
    slug: 'pharmavance-usine-lyon',
    type: 'news',
    hoursAgo: days(22) + 1,
    geo: 'Lyon',
    title: 'Pharmavance annonce une usine de principes actifs près de Lyon',
    summary:
      "Les Laboratoires Pharmavance vont produire à Saint-Fons des principes actifs d'antibiotiques aujourd'hui importés d'Asie. L'investissement de 180 M€ bénéficie d'un soutien public.",
    context:
      "La relocalisation de molécules essentielles est l'un des axes du plan de lutte contre les pénuries.",
    points: [
      ['Investissement', '180 M€, dont 45 M€ de subventions publiques.'],
      ['Emplois', "250 créations de postes d'ici 2029."],
      ['Production', "trois principes actifs, dont celui de l'amoxicilline."],
    ],
    outlook:
      "La sénatrice Sandrine Aubry salue l'annonce mais demande des engagements de prix et d'approvisionnement du marché français.",
    contacts: ['laurent-chevalier', 'sandrine-aubry'],
    entities: ['pharmavance'],
    themes: ['penuries-medicaments', 'medicament'],
    source: press('lyon', 'economie/pharmavance-usine-saint-fons'),
  },
  {
    slug: 'medicament-clause-sauvegarde',
    type: 'synthese',
    hoursAgo: days(27) + 3,
    geo: 'Paris',
    title: 'Prix du médicament : la clause de sauvegarde au cœur du PLFSS',
    summary:
      "Les industriels dénoncent une clause de sauvegarde devenue un impôt de fait. Le gouvernement veut en garder le rendement mais envisage d'exonérer les médicaments produits en France.",
    context:
      "La clause de sauvegarde fait reverser aux laboratoires une partie de leur chiffre d'affaires au-delà d'un seuil voté chaque année dans le PLFSS.",
    points: [
      ['Rendement', "1,6 Md€ attendus l'an prochain."],
      ['Industriels', 'demandent un plafonnement et une exonération des génériques.'],
      ['Parlement', 'amendements transpartisans en préparation au Sénat.'],
    ],
    outlook:
      'Mathieu Perrault propose un mécanisme de modulation selon le lieu de production. La question sera tranchée en commission mixte paritaire.',
    contacts: ['laurent-chevalier', 'mathieu-perrault', 'sandrine-aubry'],
    entities: ['pharmavance', 'ministere-sante'],
    themes: ['medicament', 'plfss-2027'],
  },
  {
    slug: 'elysee-allocution-acces-soins',
    type: 'memo',
    hoursAgo: days(35) + 7,
    geo: 'Paris',
    title: "L'Élysée prépare une prise de parole sur l'accès aux soins",
    summary:
      "Le Président s'exprimera sur l'accès aux soins lors d'un déplacement en région. L'Élysée et Matignon travaillent à des annonces sur la formation et la permanence des soins.",
    context:
      "L'accès aux soins est devenu la première préoccupation des Français dans les enquêtes d'opinion.",
    points: [
      ['Format', 'déplacement dans une maison de santé puis table ronde avec des élus.'],
      ['Pistes', "hausse du nombre d'internes, obligation de permanence des soins."],
      ['Écartée', "la régulation stricte de l'installation des médecins."],
    ],
    outlook:
      'Léa Fontaine coordonne les annonces. La députée Nadia Benali dénonce par avance « un plan de communication ».',
    contacts: ['lea-fontaine', 'nadia-benali'],
    entities: ['elysee', 'matignon'],
    themes: ['deserts-medicaux', 'hopital'],
  },
];
