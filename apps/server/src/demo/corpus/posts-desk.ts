import type { PostSeed } from './types.ts';

/**
 * The newsroom's work in progress: drafts readers never see, and posts scheduled a day or two ahead
 * (`hoursAgo` below zero), which the due-publications job publishes when their time comes.
 */
export const DESK_POSTS: PostSeed[] = [
  {
    slug: 'brouillon-plf-2027-seconde-partie',
    type: 'memo',
    hoursAgo: 2,
    draft: true,
    geo: 'Paris',
    title: 'PLF 2027 : les amendements attendus en seconde partie',
    summary:
      'Premier relevé des amendements de crédits déposés par les rapporteurs spéciaux. La note sera complétée après la réunion de la commission des finances.',
    context: "L'examen de la seconde partie s'ouvre la semaine prochaine en séance.",
    points: [
      ['Missions visées', 'défense, écologie et cohésion des territoires.'],
      ['Économies', 'le cabinet du ministre chiffre les redéploiements à 1,2 Md€.'],
    ],
    outlook: 'À compléter avec les arbitrages de la commission.',
    contacts: ['claire-dubois', 'thomas-garnier'],
    entities: ['assemblee-nationale', 'bercy'],
    themes: ['plf-2027'],
  },
  {
    slug: 'brouillon-eolien-en-mer-appel-offres',
    type: 'news',
    hoursAgo: 6,
    draft: true,
    geo: 'Nantes',
    title: "Éolien en mer : le calendrier du prochain appel d'offres",
    summary:
      "Les services de l'État préparent le cahier des charges du prochain appel d'offres. Les régions maritimes demandent à être consultées sur les zones retenues.",
    context: "Le précédent appel d'offres a été attribué au large de la Bretagne sud.",
    points: [
      ['Zones', 'deux zones au large de la Normandie et une en Méditerranée.'],
      ['Calendrier', "publication du cahier des charges avant l'été."],
    ],
    outlook: 'Vérifier les dates auprès de la filière avant publication.',
    contacts: ['gregoire-tessier', 'gaelle-le-goff'],
    entities: ['filiere-eolien-mer', 'alliance-regions-maritimes'],
    themes: ['eolien-en-mer'],
  },
  {
    slug: 'programme-plf-2027-vote-solennel',
    type: 'news',
    hoursAgo: -18,
    geo: 'Paris',
    title: 'PLF 2027 : le vote solennel sur la première partie',
    summary:
      "Les députés se prononcent par un vote solennel sur la première partie du projet de loi de finances. Le résultat conditionne la suite de l'examen.",
    context: 'Le vote solennel intervient après deux semaines de débats en séance.',
    points: [
      ['Majorité', 'le texte a besoin des voix de plusieurs groupes pour être adopté.'],
      ['Enjeu', "un rejet renverrait la première partie au Sénat sans vote de l'Assemblée."],
    ],
    outlook: 'Résultat et analyse des votes par groupe dès la fin du scrutin.',
    contacts: ['claire-dubois'],
    entities: ['assemblee-nationale'],
    themes: ['plf-2027'],
  },
  {
    slug: 'programme-synthese-energies-renouvelables',
    type: 'synthese',
    hoursAgo: -44,
    geo: 'Paris',
    title: 'Énergies renouvelables : la synthèse de la semaine',
    summary:
      "Les faits marquants de la semaine pour l'éolien en mer et les renouvelables. Positions des régions, de la filière et des élus.",
    context: "La filière attend la programmation pluriannuelle de l'énergie révisée.",
    points: [
      ['Éolien en mer', "attribution en Bretagne sud et préparation du prochain appel d'offres."],
      ['Régions', 'les régions maritimes réclament une part des retombées fiscales.'],
    ],
    outlook: 'Prochaine synthèse dans une semaine.',
    contacts: ['anne-sophie-lacroix', 'gaelle-le-goff'],
    entities: ['alliance-regions-maritimes'],
    themes: ['eolien-en-mer', 'renouvelables'],
  },
];
