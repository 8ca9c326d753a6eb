import { days } from './post-helpers.ts';
import type { PostSeed } from './types.ts';

/** Confidential posts: only readers with confidential access see them. */
export const CONFIDENTIAL_POSTS: PostSeed[] = [
  {
    slug: 'gel-credits-bercy',
    type: 'memo',
    hoursAgo: 14,
    geo: 'Paris',
    title: 'Confidentiel : Bercy prépare un gel de 3 Md€ de crédits',
    summary:
      "La direction du budget prépare un surgel de 3 Md€ de crédits dès janvier. La mesure, non annoncée, viserait en priorité l'écologie et la recherche.",
    context:
      'Selon nos informations, la note a été transmise au cabinet du ministre et à Matignon la semaine dernière.',
    points: [
      ['Montant', '3 Md€ en plus de la réserve de précaution habituelle.'],
      ['Cibles', 'Écologie, Recherche, Cohésion des territoires.'],
      ['Calendrier', 'annonce possible après le vote définitif du PLF.'],
    ],
    outlook:
      "Ne pas diffuser. Pierre-Henri Vasseur a demandé une stricte confidentialité jusqu'à la décision du ministre.",
    contacts: ['pierre-henri-vasseur', 'thomas-garnier'],
    entities: ['bercy'],
    themes: ['gel-de-credits', 'plf-2027'],
    confidential: true,
  },
  {
    slug: 'arbitrage-epr2-pret-bonifie',
    type: 'synthese',
    hoursAgo: days(3) + 4,
    geo: 'Paris',
    title: "Arbitrage EPR2 : l'Élysée penche pour un prêt bonifié",
    summary:
      "Lors d'une réunion restreinte, l'Élysée a privilégié un prêt bonifié de l'État couvrant 55 % du coût des EPR2. Bercy plaidait pour un plafond à 40 %. La décision n'est pas encore formalisée.",
    context:
      "La réunion s'est tenue en présence du Président, du délégué interministériel et du cabinet du ministre de l'Économie.",
    points: [
      ['Option retenue', 'prêt bonifié à 55 %, complété par un contrat pour différence.'],
      ['Désaccord', "Bercy redoute l'effet sur la dette publique."],
      ['Suite', 'notification à Bruxelles dans les six semaines.'],
    ],
    outlook: 'Hélène Lefèvre doit rédiger le relevé de décisions. Information à ne pas citer.',
    contacts: ['helene-lefevre', 'marc-antoine-delorme', 'thomas-garnier'],
    entities: ['elysee', 'bercy', 'cne'],
    themes: ['arbitrages-budgetaires', 'epr2'],
    confidential: true,
    attachments: ['releve-reunion-restreinte-epr2.pdf'],
  },
  {
    slug: 'nomination-presidence-ansn',
    type: 'news',
    hoursAgo: days(7) + 2,
    geo: 'Paris',
    title: "Présidence de l'ANSN : deux noms sur la liste de l'Élysée",
    summary:
      "L'Élysée a retenu deux candidats pour la présidence de l'autorité de sûreté nucléaire : un ingénieur général et une ancienne directrice d'exploitation. La nomination doit passer devant les commissions parlementaires.",
    context: "Le mandat de l'actuel président de l'ANSN s'achève dans trois mois.",
    points: [
      ['Profil 1', "ingénieur général des mines, ancien directeur de la sûreté d'un opérateur."],
      ['Profil 2', "ancienne directrice d'exploitation d'une centrale, réputée indépendante."],
      ['Procédure', 'audition par les commissions compétentes des deux assemblées.'],
    ],
    outlook: 'Hélène Lefèvre pilote la sélection. Décision attendue avant la fin du mois.',
    contacts: ['helene-lefevre'],
    entities: ['ansn', 'elysee'],
    themes: ['nominations', 'nucleaire'],
    confidential: true,
  },
  {
    slug: 'ondam-arbitrage-matignon',
    type: 'memo',
    hoursAgo: days(11) + 1,
    geo: 'Paris',
    title: "Ondam 2027 : l'arbitrage de Matignon avant le Conseil des ministres",
    summary:
      'Matignon a tranché pour un Ondam à 2,9 %, contre 3,2 % demandé par le ministère de la Santé. Une rallonge de 300 M€ pour les urgences a été accordée en contrepartie.',
    context:
      "L'arbitrage a été rendu lors d'une réunion interministérielle présidée par le conseiller budgétaire du Premier ministre.",
    points: [
      ['Ondam', '2,9 %, sans marge de négociation au Parlement.'],
      ['Contrepartie', '300 M€ fléchés vers les urgences et la permanence des soins.'],
      ['Tension', 'la ministre de la Santé a fait consigner son désaccord.'],
    ],
    outlook: 'Léa Fontaine prépare les éléments de langage. Document interne, diffusion restreinte.',
    contacts: ['lea-fontaine', 'victor-delaunay'],
    entities: ['matignon'],
    themes: ['arbitrages-budgetaires', 'plfss-2027'],
    confidential: true,
  },
  {
    slug: 'succession-direction-budget',
    type: 'synthese',
    hoursAgo: days(19) + 2,
    geo: 'Paris',
    title: 'Direction du budget : la succession se prépare',
    summary:
      "Pierre-Henri Vasseur pourrait quitter la direction du budget au printemps pour la Cour des comptes. Trois profils sont évoqués pour lui succéder. Le choix dira beaucoup de la ligne budgétaire de l'exécutif.",
    context:
      'Le directeur du budget est nommé en Conseil des ministres. Le poste est stratégique en période de redressement des comptes.',
    points: [
      ['Départ', 'nomination envisagée comme conseiller maître.'],
      ['Candidats', 'deux sous-directeurs et un conseiller de Matignon.'],
      ['Enjeu', 'continuité de la préparation du budget 2028.'],
    ],
    outlook: 'Information non confirmée, à manier avec précaution.',
    contacts: ['pierre-henri-vasseur'],
    entities: ['bercy'],
    themes: ['nominations'],
    confidential: true,
  },
  {
    slug: 'gel-credits-collectivites',
    type: 'news',
    hoursAgo: days(24) + 3,
    geo: 'Paris',
    title: 'Gel de crédits : les collectivités en première ligne',
    summary:
      "Le gel de crédits envisagé toucherait la dotation de soutien à l'investissement local à hauteur de 400 M€. Les associations d'élus n'ont pas été informées.",
    context:
      "La dotation de soutien à l'investissement local finance les projets des communes et intercommunalités.",
    points: [
      ['Montant', '400 M€ gelés sur 1,1 Md€.'],
      ['Effet', 'report de projets déjà notifiés aux communes.'],
      ['Risque politique', "réaction attendue du Sénat et de l'AMVM."],
    ],
    outlook: 'Karim Messaoudi a eu vent du projet. Diffusion restreinte.',
    contacts: ['karim-messaoudi', 'pierre-henri-vasseur'],
    entities: ['amvm', 'bercy'],
    themes: ['gel-de-credits', 'fiscalite-locale'],
    confidential: true,
  },
];
