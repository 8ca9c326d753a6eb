import { days, press } from './post-helpers.ts';
import type { PostSeed } from './types.ts';

export const NUCLEAR_POSTS: PostSeed[] = [
  {
    slug: 'epr2-devis-final',
    type: 'news',
    hoursAgo: 1.5,
    geo: 'Paris',
    title: "EPR2 : le devis final du programme transmis à l'Élysée",
    summary:
      "La CNE a remis à l'Élysée le chiffrage consolidé des six réacteurs EPR2, à 79,9 Md€. Le montant dépasse de 15 % la dernière estimation publique. Une réunion d'arbitrage est attendue avant la fin du mois.",
    context:
      "Le programme de six réacteurs EPR2 attendait depuis dix-huit mois un devis « ferme ». La conseillère énergie de l'Élysée, Hélène Lefèvre, en avait fait un préalable à toute décision de financement.",
    points: [
      ['Montant', '79,9 Md€ en euros constants, contre 67,4 Md€ lors de la précédente estimation.'],
      ['Calendrier', 'mise en service de la première paire repoussée à 2039, au lieu de 2038.'],
      ['Industrie', "Nucléa Construction s'engage sur un prix plafond pour la chaudière."],
    ],
    outlook:
      'Le délégué interministériel Marc-Antoine Delorme doit présenter une analyse contradictoire du devis. Bercy attend ce document pour arrêter le schéma de financement.',
    contacts: ['helene-lefevre', 'marc-antoine-delorme', 'bertrand-kessler'],
    entities: ['elysee', 'cne', 'nuclea'],
    themes: ['epr2'],
    source: press('energie', 'nucleaire/epr2-devis-final-elysee', true),
  },
  {
    slug: 'epr2-options-financement',
    type: 'memo',
    hoursAgo: 30,
    geo: 'Paris',
    title: 'EPR2 : les trois options de financement étudiées par Bercy',
    summary:
      "Bercy compare un prêt bonifié de l'État, un contrat pour différence et un modèle à base d'actifs régulés. Chaque option a un coût budgétaire et un risque de requalification en aide d'État différents.",
    context:
      "Le financement du programme EPR2 conditionne la décision finale d'investissement. Le cabinet du ministre de l'Économie a commandé une note comparative à la direction générale du Trésor.",
    points: [
      ['Prêt bonifié', "couvrirait au moins la moitié du coût de construction, au taux de l'État."],
      ['Contrat pour différence', "garantit un prix de l'électricité produite sur quarante ans."],
      [
        "Base d'actifs régulés",
        'fait payer une part du chantier par les consommateurs avant la mise en service.',
      ],
    ],
    outlook:
      'Le cabinet de Thomas Garnier privilégie une combinaison prêt et contrat pour différence. La Commission européenne devra valider le montage.',
    contacts: ['thomas-garnier', 'bertrand-kessler'],
    entities: ['bercy', 'cne', 'commission-europeenne'],
    themes: ['epr2', 'plf-2027'],
  },
  {
    slug: 'epr2-etat-des-lieux',
    type: 'synthese',
    hoursAgo: days(6) + 4,
    geo: 'Paris',
    title: 'Synthèse : où en est le programme EPR2 ?',
    summary:
      'Coûts, calendrier, sûreté et acceptabilité : le point complet sur le programme des six réacteurs. Les positions des acteurs se sont durcies depuis la publication du rapport de la Cour des comptes.',
    context:
      'Annoncé en 2022, le programme EPR2 prévoit trois paires de réacteurs à Penly, Gravelines et au Bugey. Les travaux préparatoires ont commencé à Penly.',
    points: [
      ['Sûreté', "l'ANSN instruit la demande d'autorisation de création de la première paire."],
      ['Social', "l'USEM soutient le programme mais refuse toute ouverture du capital de la CNE."],
      ['Opposition', "le député Jérôme Castaing demande une commission d'enquête sur les coûts."],
    ],
    outlook:
      "La décision finale d'investissement reste attendue au premier semestre. Un décalage supplémentaire fragiliserait la filière, déjà sous tension sur les compétences de soudure.",
    contacts: ['marc-antoine-delorme', 'jerome-castaing', 'agnes-ferrand'],
    entities: ['nuclea', 'ansn', 'cour-des-comptes'],
    themes: ['epr2', 'nucleaire'],
    link: {
      label: 'Le dossier nucléaire sur le site de la Cour des comptes',
      url: 'https://www.ccomptes.fr',
    },
  },
  {
    slug: 'ansn-genie-civil-penly',
    type: 'news',
    hoursAgo: days(9) + 3,
    geo: 'Dieppe',
    title: "L'ANSN demande des compléments sur le génie civil des EPR2 de Penly",
    summary:
      "L'autorité de sûreté réclame des justifications supplémentaires sur le radier des futurs réacteurs. La demande pourrait retarder de quelques mois le premier béton.",
    context:
      "La demande d'autorisation de création de la première paire d'EPR2 a été déposée l'an dernier. L'ANSN publie ses observations au fil de l'instruction.",
    points: [
      ['Objet', 'ferraillage du radier et tenue aux séismes de référence.'],
      ['Délai', 'la CNE dispose de trois mois pour répondre.'],
      ['Réaction', "Jérôme Castaing y voit la preuve d'un projet « conçu dans l'urgence »."],
    ],
    outlook:
      "La réponse de la CNE conditionnera la date du premier béton, jusqu'ici annoncée pour la fin de l'année prochaine.",
    contacts: ['jerome-castaing'],
    entities: ['ansn', 'cne'],
    themes: ['epr2'],
    source: press('energie', 'surete/ansn-genie-civil-penly'),
  },
  {
    slug: 'usem-capital-cne',
    type: 'memo',
    hoursAgo: days(13),
    geo: 'Paris',
    title: "Capital de la CNE : l'USEM menace d'une grève",
    summary:
      "Le syndicat majoritaire du secteur appelle à une journée de mobilisation contre toute ouverture du capital de la CNE. Bercy dément travailler sur une cession mais n'écarte pas une augmentation de capital.",
    context:
      "La question du financement des EPR2 a relancé les spéculations sur l'entrée d'investisseurs minoritaires au capital de l'électricien public.",
    points: [
      ['Revendication', "maintien d'un capital 100 % public et du statut des agents."],
      ['Calendrier', "journée d'action prévue le 3 du mois prochain, avec baisses de charge."],
      ['Position de Bercy', 'aucune cession envisagée, selon le cabinet du ministre.'],
    ],
    outlook:
      'Agnès Ferrand a demandé à être reçue par Thomas Garnier. Une rencontre est envisagée la semaine prochaine.',
    contacts: ['agnes-ferrand', 'thomas-garnier'],
    entities: ['usem', 'cne', 'bercy'],
    themes: ['nucleaire', 'prix-electricite'],
  },
  {
    slug: 'elysee-conseil-politique-nucleaire',
    type: 'memo',
    hoursAgo: days(20) + 3,
    geo: 'Paris',
    title: "Conseil de politique nucléaire à l'Élysée : ce qu'il faut retenir",
    summary:
      "Le conseil de politique nucléaire réuni à l'Élysée a confirmé le programme EPR2 et demandé une étude sur huit réacteurs supplémentaires. Il n'a pas tranché la question du financement.",
    context:
      'Le conseil de politique nucléaire réunit autour du Président les ministres concernés et les dirigeants de la filière.',
    points: [
      ['Confirmation', 'les six EPR2 restent la priorité industrielle.'],
      ['Étude', 'rapport sur huit réacteurs supplémentaires attendu dans un an.'],
      ['Compétences', "plan de formation de 10 000 soudeurs et tuyauteurs d'ici 2030."],
    ],
    outlook: 'Hélène Lefèvre et Marc-Antoine Delorme sont chargés du suivi. Prochaine réunion dans six mois.',
    contacts: ['helene-lefevre', 'marc-antoine-delorme'],
    entities: ['elysee', 'matignon'],
    themes: ['nucleaire', 'epr2'],
    link: { label: 'Le communiqué sur le site de la Présidence', url: 'https://www.elysee.fr' },
  },
  {
    slug: 'cour-comptes-cout-epr2',
    type: 'news',
    hoursAgo: days(31) + 5,
    geo: 'Paris',
    title: 'La Cour des comptes alerte sur la dérive du coût des EPR2',
    summary:
      "Dans un rapport public, la Cour des comptes estime que le coût du programme pourrait dépasser 90 Md€. Elle recommande de ne pas prendre de décision d'investissement avant un devis ferme.",
    context:
      'La Cour avait déjà critiqué les dérives du chantier de Flamanville. Elle applique la même grille au programme EPR2.',
    points: [
      ['Coût', 'fourchette de 80 à 93 Md€ selon les hypothèses de taux.'],
      ['Rentabilité', "dépend d'un prix de vente d'au moins 100 €/MWh."],
      ['Recommandation', 'un devis ferme et une revue indépendante avant toute décision.'],
    ],
    outlook: "Bertrand Kessler conteste la méthode. Jérôme Castaing demande l'audition du Premier président.",
    contacts: ['jerome-castaing', 'bertrand-kessler'],
    entities: ['cour-des-comptes', 'nuclea'],
    themes: ['epr2'],
    source: press('energie', 'nucleaire/cour-des-comptes-cout-epr2', true),
  },
];
