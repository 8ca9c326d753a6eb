import { days, press } from './post-helpers.ts';
import type { PostSeed } from './types.ts';

export const HOSPITAL_POSTS: PostSeed[] = [
  {
    slug: 'urgences-lyon-plan-blanc',
    type: 'news',
    hoursAgo: 3,
    geo: 'Lyon',
    title: 'Urgences saturées : le CHU de Lyon-Confluence déclenche le plan blanc',
    summary:
      "Avec plus de 420 passages en 24 heures, les urgences du CHU de Lyon-Confluence ont déclenché le plan blanc. Les opérations non urgentes sont déprogrammées pour libérer des lits d'aval.",
    context:
      "L'épidémie de bronchiolite et la fermeture nocturne de deux services d'urgences voisins ont reporté l'activité sur le CHU depuis une semaine.",
    points: [
      ['Affluence', "420 passages en 24 heures, un record depuis l'ouverture du site."],
      ['Mesures', 'déprogrammations, rappel de personnels en congé, lits supplémentaires en gériatrie.'],
      ['Syndicats', 'le Collectif Urgences Solidaires appelle à un rassemblement devant le CHU.'],
    ],
    outlook:
      "Amélie Rousseau-Vidal demande à l'agence régionale de santé la réouverture nocturne des urgences périphériques. Le ministère doit répondre d'ici la fin de semaine.",
    contacts: ['amelie-rousseau-vidal', 'camille-roche'],
    entities: ['chu-lyon-confluence', 'collectif-urgences'],
    themes: ['urgences'],
    source: press('lyon', 'sante/chu-lyon-confluence-plan-blanc', true),
  },
  {
    slug: 'urgences-plan-hiver',
    type: 'memo',
    hoursAgo: 20,
    geo: 'Paris',
    title: 'Plan hiver pour les urgences : les mesures attendues de Matignon',
    summary:
      "Matignon doit présenter un plan hiver pour les urgences d'ici dix jours. Les arbitrages portent sur la régulation téléphonique, les primes de nuit et les lits d'aval.",
    context:
      "Le plan de l'été a permis d'éviter des fermetures totales mais au prix de nombreuses fermetures nocturnes. La conseillère santé de Matignon, Léa Fontaine, pilote la nouvelle version.",
    points: [
      ['Régulation', "généralisation de l'appel préalable au 15 la nuit."],
      ['Rémunération', 'majoration de 50 % des heures de nuit pour les soignants.'],
      ['Aval', "réouverture de 1 500 lits d'hospitalisation d'ici janvier."],
    ],
    outlook:
      "La direction générale de l'offre de soins chiffre le plan à 350 M€, à financer dans le cadre du PLFSS.",
    contacts: ['lea-fontaine', 'celine-barthelemy'],
    entities: ['matignon', 'ministere-sante'],
    themes: ['urgences', 'hopital'],
  },
  {
    slug: 'urgences-regulation-bilan',
    type: 'synthese',
    hoursAgo: days(5) + 2,
    geo: 'Paris',
    title: "Régulation de l'accès aux urgences : premier bilan",
    summary:
      "Un an après sa généralisation, la régulation préalable par le 15 divise. Elle réduit l'affluence de 15 % mais allonge les délais de décroché. Les soignants et les directions d'hôpitaux en tirent des conclusions opposées.",
    context:
      "La régulation préalable a été généralisée la nuit dans 80 départements. La direction générale de l'offre de soins publie son évaluation.",
    points: [
      ['Affluence', '-15 % de passages de nuit dans les services régulés.'],
      ['Décroché', "délai moyen de 4 minutes, au-delà de l'objectif d'une minute."],
      ['Positions', 'la Conférence des hôpitaux soutient, le Collectif Urgences Solidaires conteste.'],
    ],
    outlook: "Céline Barthélémy propose d'étendre la régulation en journée dans les territoires volontaires.",
    contacts: ['celine-barthelemy', 'sebastien-moreau', 'camille-roche'],
    entities: ['ministere-sante', 'conference-hopitaux'],
    themes: ['urgences'],
    link: { label: 'Les données du ministère de la Santé', url: 'https://sante.gouv.fr' },
  },
  {
    slug: 'collectif-urgences-greve',
    type: 'news',
    hoursAgo: days(8) + 6,
    geo: 'Paris',
    title: 'Le Collectif Urgences Solidaires appelle à une grève reconductible',
    summary:
      'Le collectif appelle les soignants des urgences à une grève reconductible à partir de lundi. Il réclame des effectifs minimaux par service et la fin des fermetures nocturnes.',
    context:
      "La grève de l'été avait touché plus de 150 services. Le collectif a été reçu deux fois au ministère sans obtenir d'engagement chiffré.",
    points: [
      ['Revendications', 'ratio de soignants par patient, prime de 300 € mensuels.'],
      ['Ampleur', '120 services ont déjà déposé un préavis.'],
      ['Soutiens', 'la députée Nadia Benali déposera une proposition de loi sur les ratios.'],
    ],
    outlook: 'Camille Roche annonce une manifestation nationale devant le ministère de la Santé.',
    contacts: ['camille-roche', 'nadia-benali'],
    entities: ['collectif-urgences'],
    themes: ['urgences'],
    source: press('sante', 'social/urgences-greve-reconductible'),
  },
  {
    slug: 'reforme-financement-hopital',
    type: 'memo',
    hoursAgo: days(12) + 5,
    geo: 'Paris',
    title: "Réforme du financement des hôpitaux : la tarification à l'activité en sursis",
    summary:
      "Le gouvernement veut ramener la part de la tarification à l'activité sous 50 % du financement des hôpitaux. La réforme serait inscrite dans le PLFSS 2027.",
    context:
      "La tarification à l'activité finance encore 60 % des recettes des hôpitaux publics. Sa réforme est réclamée par les fédérations depuis dix ans.",
    points: [
      ['Principe', 'dotation populationnelle et financement à la qualité.'],
      ['Calendrier', 'première étape au 1er janvier, montée en charge sur trois ans.'],
      ['Risque', 'des transferts entre établissements difficiles à anticiper.'],
    ],
    outlook:
      'Sébastien Moreau demande une simulation établissement par établissement avant le vote. Mathieu Perrault prépare des amendements de transition.',
    contacts: ['celine-barthelemy', 'sebastien-moreau', 'mathieu-perrault'],
    entities: ['ministere-sante', 'conference-hopitaux'],
    themes: ['hopital', 'plfss-2027'],
    attachments: ['simulation-financement-hopitaux.pdf'],
  },
  {
    slug: 'chf-tarifs-hospitaliers',
    type: 'news',
    hoursAgo: days(33) + 4,
    geo: 'Paris',
    title: 'Tarifs hospitaliers : la Conférence des hôpitaux réclame 2 Md€',
    summary:
      "La Conférence des hôpitaux de France chiffre à 2 Md€ le besoin de financement pour couvrir l'inflation et les revalorisations. Elle menace de suspendre sa participation aux instances de concertation.",
    context:
      "La campagne tarifaire de l'an dernier avait laissé les hôpitaux publics avec un déficit cumulé record.",
    points: [
      ['Déficit', '2,8 Md€ cumulés pour les hôpitaux publics.'],
      ['Demande', "hausse des tarifs d'au moins 4 % dès janvier."],
      ['Menace', 'boycott des instances de concertation du ministère.'],
    ],
    outlook: 'Sébastien Moreau doit être reçu par le cabinet de la ministre la semaine prochaine.',
    contacts: ['sebastien-moreau'],
    entities: ['conference-hopitaux'],
    themes: ['hopital'],
    source: press('sante', 'financement/chf-tarifs-deux-milliards'),
  },
  {
    slug: 'urgences-retour-ete',
    type: 'synthese',
    hoursAgo: days(39) + 2,
    geo: 'Lyon',
    title: 'Urgences : retour sur un été de fermetures',
    summary:
      "Cet été, 160 services d'urgences ont fermé au moins une nuit, un record. Les territoires ruraux ont été les plus touchés. Cette synthèse croise les données du ministère, des hôpitaux et des soignants.",
    context:
      "Le ministère avait promis qu'aucun département ne serait privé d'urgences la nuit. L'engagement a été tenu de justesse dans une quinzaine de départements.",
    points: [
      ['Fermetures', '160 services concernés, dont 40 plus de dix nuits.'],
      ['Causes', "pénurie de médecins urgentistes et recours limité à l'intérim."],
      ['Report', "les CHU, dont celui de Lyon-Confluence, ont absorbé l'essentiel de l'activité."],
    ],
    outlook: 'Le bilan nourrit la préparation du plan hiver, confiée à Matignon.',
    contacts: ['camille-roche', 'amelie-rousseau-vidal', 'celine-barthelemy'],
    entities: ['collectif-urgences', 'chu-lyon-confluence'],
    themes: ['urgences', 'hopital'],
  },
];
