import { days, press } from './post-helpers.ts';
import type { PostSeed } from './types.ts';

export const INSTITUTION_POSTS: PostSeed[] = [
  {
    slug: 'statut-elu-adoption-commission',
    type: 'news',
    hoursAgo: 11,
    geo: 'Paris',
    title: "Statut de l'élu local : le texte adopté en commission",
    summary:
      "La commission des lois de l'Assemblée a adopté la proposition de loi sur le statut de l'élu local. Le texte revalorise les indemnités des maires des petites communes et facilite la reconversion.",
    context:
      'Près de 2 000 maires ont démissionné depuis les dernières élections municipales. Le texte, rapporté par Baptiste Royer, répond à cette crise des vocations.',
    points: [
      ['Indemnités', '+10 % pour les communes de moins de 3 500 habitants.'],
      ['Reconversion', "validation des acquis de l'expérience et allocation de fin de mandat."],
      ['Protection', "protection fonctionnelle automatique en cas d'agression."],
    ],
    outlook:
      "L'examen en séance est prévu dans deux semaines. L'AMVM demande d'étendre la revalorisation aux villes moyennes.",
    contacts: ['baptiste-royer', 'etienne-bourdon'],
    entities: ['assemblee-nationale', 'amvm'],
    themes: ['statut-elu-local'],
    source: press('parlement', 'assemblee/statut-elu-local-commission', true),
  },
  {
    slug: 'reforme-statut-elu-enjeux',
    type: 'synthese',
    hoursAgo: days(6) + 8,
    geo: 'Paris',
    title: "Réforme du statut de l'élu : ce que contient le texte",
    summary:
      "La réforme du statut de l'élu local touche aux indemnités, à la conciliation avec la vie professionnelle et à la protection des élus. Son coût, estimé à 220 M€, reste à financer. Tour d'horizon du texte et des positions.",
    context:
      "Le texte reprend une proposition de loi sénatoriale et les conclusions d'une mission transpartisane.",
    points: [
      ['Coût', '220 M€ par an, dont 180 M€ à la charge des communes.'],
      ['Financement', "l'AMVM réclame une compensation intégrale par l'État."],
      ['Calendrier', 'adoption souhaitée avant les prochaines élections municipales.'],
    ],
    outlook: 'Le Sénat devrait adopter le texte conforme si la compensation est garantie dans le PLF.',
    contacts: ['baptiste-royer', 'karim-messaoudi', 'etienne-bourdon'],
    entities: ['assemblee-nationale', 'senat', 'amvm'],
    themes: ['statut-elu-local', 'decentralisation'],
    attachments: ['comparatif-statut-elu.pdf'],
  },
  {
    slug: 'agenda-parlementaire-semaine',
    type: 'memo',
    hoursAgo: 26,
    geo: 'Paris',
    title: 'Agenda parlementaire de la semaine',
    summary:
      "Semaine budgétaire chargée : seconde partie du PLF à l'Assemblée et PLFSS en commission au Sénat. Les votes solennels sont prévus mardi et mercredi.",
    context: "Le calendrier d'examen des textes financiers est contraint par les délais constitutionnels.",
    points: [
      ['Assemblée', 'missions Écologie, Santé et Relations avec les collectivités.'],
      ['Sénat', 'PLFSS en commission des affaires sociales.'],
      ['À suivre', 'audition de la ministre de la Santé jeudi matin.'],
    ],
    outlook: 'Les rapporteurs Claire Dubois et Élodie Marchetti tiendront un point presse commun jeudi.',
    contacts: ['claire-dubois', 'baptiste-royer', 'mathieu-perrault', 'elodie-marchetti'],
    entities: ['assemblee-nationale', 'senat'],
    themes: ['plf-2027', 'plfss-2027'],
    link: {
      label: "L'ordre du jour sur le site de l'Assemblée nationale",
      url: 'https://www.assemblee-nationale.fr',
    },
  },
  {
    slug: 'elysee-seminaire-gouvernemental',
    type: 'news',
    hoursAgo: days(28) + 4,
    geo: 'Paris',
    title: "Séminaire gouvernemental à l'Élysée : les priorités de la rentrée",
    summary:
      "Le séminaire gouvernemental réuni à l'Élysée a fixé trois priorités : l'accès aux soins, le pouvoir d'achat énergétique et la réforme de l'État. Chaque ministre devra présenter une feuille de route.",
    context: "Le séminaire de rentrée fixe le programme de travail du gouvernement pour l'année.",
    points: [
      ['Santé', "un plan d'accès aux soins présenté avant la fin de l'année."],
      ['Énergie', "stabilité des factures d'électricité pour les ménages."],
      ['État', 'une revue des agences et opérateurs publics.'],
    ],
    outlook: 'Victor Delaunay, Léa Fontaine et Hélène Lefèvre suivront chacun un chantier.',
    contacts: ['victor-delaunay', 'lea-fontaine', 'helene-lefevre'],
    entities: ['elysee', 'matignon'],
    themes: ['institutions'],
    source: press('parlement', 'executif/seminaire-gouvernemental-priorites'),
  },
  {
    slug: 'violences-elus-plan-protection',
    type: 'memo',
    hoursAgo: days(32) + 6,
    geo: 'Paris',
    title: 'Violences contre les élus : le plan de protection renforcé',
    summary:
      "Les agressions contre les élus ont augmenté de 15 % en un an. Le plan gouvernemental prévoit un dispositif d'alerte auprès des gendarmeries et une prise en charge des frais de justice.",
    context: "Les maires sont les premières cibles des violences, notamment lors des conflits d'urbanisme.",
    points: [
      ['Alerte', 'un référent élu dans chaque brigade de gendarmerie.'],
      ['Justice', "prise en charge automatique des frais d'avocat."],
      ['Sanctions', "peines alignées sur celles prévues pour les violences contre les forces de l'ordre."],
    ],
    outlook: "Baptiste Royer veut intégrer ces mesures au texte sur le statut de l'élu.",
    contacts: ['etienne-bourdon', 'baptiste-royer'],
    entities: ['amvm'],
    themes: ['statut-elu-local'],
  },
  {
    slug: 'cumul-mandats-positions',
    type: 'synthese',
    hoursAgo: days(36) + 1,
    geo: 'Paris',
    title: 'Retour du cumul des mandats : état des positions',
    summary:
      "Plusieurs propositions de loi veulent autoriser à nouveau un parlementaire à exercer un mandat de maire. Le Sénat y est majoritairement favorable, l'Assemblée beaucoup plus partagée.",
    context:
      "L'interdiction du cumul entre mandat parlementaire et fonction exécutive locale s'applique depuis 2017.",
    points: [
      ['Sénat', 'favorable à un cumul limité aux communes de moins de 10 000 habitants.'],
      ['Assemblée', 'majorité divisée, opposition de gauche hostile.'],
      ['Opinion', 'les enquêtes restent défavorables au cumul.'],
    ],
    outlook: 'François-Xavier Méric pourrait inscrire le texte dans un espace réservé au Sénat.',
    contacts: ['baptiste-royer', 'francois-xavier-meric', 'karim-messaoudi'],
    entities: ['senat', 'assemblee-nationale'],
    themes: ['institutions', 'decentralisation'],
  },
  {
    slug: 'formation-elus-droit-individuel',
    type: 'memo',
    hoursAgo: days(39) + 5,
    geo: 'Paris',
    title: 'Formation des élus : le droit individuel réformé',
    summary:
      'Le droit individuel à la formation des élus sera recentré sur les formations liées au mandat. La réforme vise à réduire le déficit du fonds de financement.',
    context:
      "Le fonds qui finance la formation des élus a connu un déficit après l'ouverture à des formations sans lien avec le mandat.",
    points: [
      ['Recentrage', 'formations liées au mandat ou à la reconversion.'],
      ['Plafond', '700 € par an et par élu.'],
      ['Contrôle', 'agrément des organismes renforcé.'],
    ],
    outlook:
      "L'AMVM salue une mesure de bonne gestion mais demande un rattrapage pour les élus des petites communes.",
    contacts: ['etienne-bourdon'],
    entities: ['amvm'],
    themes: ['statut-elu-local'],
    source: press('territoires', 'elus/formation-droit-individuel-reforme'),
  },
];
