import { days, press } from './post-helpers.ts';
import type { PostSeed } from './types.ts';

export const BUDGET_POSTS: PostSeed[] = [
  {
    slug: 'plf-2027-premiere-partie',
    type: 'synthese',
    hoursAgo: 5,
    geo: 'Paris',
    title: 'PLF 2027 : ce qui change après le vote de la première partie',
    summary:
      "L'Assemblée nationale a adopté la première partie du projet de loi de finances. Le solde est dégradé de 2,3 Md€ par rapport au texte initial. Revue des principales mesures fiscales votées.",
    context:
      "La première partie du PLF fixe les recettes et l'équilibre. Son adoption conditionne l'examen des crédits des missions.",
    points: [
      ['Entreprises', "surtaxe sur les rachats d'actions, à l'initiative de la rapporteure générale."],
      ['Ménages', "indexation du barème de l'impôt sur le revenu sur l'inflation."],
      ['Collectivités', 'hausse de 150 M€ de la dotation globale de fonctionnement.'],
    ],
    outlook:
      "Claire Dubois veut rétablir l'équilibre en seconde partie. Le cabinet de Thomas Garnier prépare des amendements d'économies sur les missions.",
    contacts: ['claire-dubois', 'thomas-garnier'],
    entities: ['assemblee-nationale', 'bercy'],
    themes: ['plf-2027'],
    source: press('finances', 'budget/plf-2027-premiere-partie-adoptee', true),
  },
  {
    slug: 'plf-2027-rachats-actions',
    type: 'news',
    hoursAgo: 22,
    geo: 'Paris',
    title: "PLF 2027 : l'amendement sur les rachats d'actions adopté",
    summary:
      "Les députés ont adopté l'amendement de Claire Dubois créant une contribution sur les rachats d'actions des grandes entreprises. Le rendement attendu est de 800 M€.",
    context:
      "Le gouvernement s'en était remis à la sagesse de l'Assemblée, après un débat tendu en commission des finances.",
    points: [
      ['Assiette', "rachats d'actions des entreprises de plus d'un milliard d'euros de chiffre d'affaires."],
      ['Taux', '8 % du montant racheté.'],
      ['Vote', 'adopté par 164 voix contre 121.'],
    ],
    outlook:
      'Le Sénat devrait supprimer la mesure. Son maintien en commission mixte paritaire est incertain.',
    contacts: ['claire-dubois'],
    entities: ['assemblee-nationale'],
    themes: ['plf-2027'],
    source: press('parlement', 'assemblee/plf-2027-rachats-actions'),
  },
  {
    slug: 'budget-2027-lettres-plafonds',
    type: 'memo',
    hoursAgo: days(3) + 2,
    geo: 'Paris',
    title: 'Budget 2027 : ce que disent les lettres plafonds',
    summary:
      "Les lettres plafonds envoyées aux ministères prévoient 12 Md€ d'économies sur le budget de l'État. L'Éducation et la Défense sont épargnées, l'Écologie et le Travail contribuent le plus.",
    context:
      "Les lettres plafonds fixent à chaque ministère son enveloppe pour l'année suivante. Elles sont préparées par la direction du budget et validées par Matignon.",
    points: [
      ['Économies', "12 Md€ sur les dépenses de l'État, hors charge de la dette."],
      ['Ministères épargnés', 'Éducation nationale, Armées, Justice.'],
      ['Plus fortes baisses', 'Écologie (-1,9 Md€), Travail et emploi (-1,4 Md€).'],
    ],
    outlook:
      "Victor Delaunay prévoit des réunions d'arbitrage avec les ministères contestataires jusqu'à la fin du mois.",
    contacts: ['pierre-henri-vasseur', 'victor-delaunay'],
    entities: ['bercy', 'matignon'],
    themes: ['budget-2027', 'plf-2027'],
    attachments: ['tableau-plafonds-2027.pdf'],
  },
  {
    slug: 'senat-audition-directeur-budget',
    type: 'news',
    hoursAgo: days(7) + 4,
    geo: 'Paris',
    title: 'Audition du directeur du budget : le Sénat doute de la trajectoire',
    summary:
      "Auditionné par la commission des finances du Sénat, Pierre-Henri Vasseur a défendu l'hypothèse de croissance du gouvernement. François-Xavier Méric a jugé la trajectoire de déficit « optimiste ».",
    context:
      "La commission des finances du Sénat auditionne chaque automne le directeur du budget avant l'examen du PLF.",
    points: [
      ['Croissance', 'hypothèse de 1,2 %, contre 0,9 % pour le consensus des économistes.'],
      ['Déficit', 'objectif de 4,6 % du PIB en 2027.'],
      ['Risque', 'une croissance plus faible coûterait environ 5 Md€ de recettes.'],
    ],
    outlook: 'Le président Méric annonce un contre-chiffrage de la commission avant la séance publique.',
    contacts: ['francois-xavier-meric', 'pierre-henri-vasseur'],
    entities: ['senat', 'bercy'],
    themes: ['plf-2027'],
    link: { label: "L'audition en vidéo sur le site du Sénat", url: 'https://www.senat.fr' },
  },
  {
    slug: 'cercle-vauban-contre-expertise',
    type: 'synthese',
    hoursAgo: days(10) + 1,
    geo: 'Paris',
    title: 'Contre-expertise du budget : les conclusions du Cercle Vauban',
    summary:
      "Le Cercle Vauban estime que le PLF 2027 sous-évalue de 8 Md€ les dépenses de l'État. Il propose une revue de dépenses pluriannuelle plutôt que des coups de rabot. Synthèse de la note et des premières réactions.",
    context:
      'Le think tank publie chaque automne une contre-expertise reprise par les rapporteurs du budget.',
    points: [
      ['Sous-budgétisations', 'aides au logement, opérations extérieures, énergie.'],
      ['Recettes', "hypothèses d'élasticité jugées trop favorables."],
      ['Proposition', 'une loi de programmation des finances publiques révisée chaque année.'],
    ],
    outlook:
      "Yasmine Haddad sera auditionnée par la commission des finances de l'Assemblée. Claire Dubois reprend déjà plusieurs constats de la note.",
    contacts: ['yasmine-haddad', 'claire-dubois'],
    entities: ['cercle-vauban'],
    themes: ['plf-2027', 'finances-publiques'],
    source: press('finances', 'analyses/cercle-vauban-contre-expertise-plf'),
  },
  {
    slug: 'plfss-2027-ondam',
    type: 'memo',
    hoursAgo: days(14) + 2,
    geo: 'Paris',
    title: "PLFSS 2027 : l'Ondam fixé à 2,9 %",
    summary:
      "Le projet de loi de financement de la Sécurité sociale fixe la progression de l'Ondam à 2,9 %. Les fédérations hospitalières jugent l'objectif intenable sans nouvelles économies.",
    context:
      "L'Ondam encadre les dépenses d'assurance maladie. Son niveau conditionne les tarifs hospitaliers et les négociations avec les médecins.",
    points: [
      ['Ondam', '+2,9 %, dont +3,1 % pour les établissements de santé.'],
      ['Économies', '4,5 Md€, dont 1,2 Md€ sur les médicaments.'],
      ['Déficit', 'Sécurité sociale à -16 Md€ en 2027.'],
    ],
    outlook:
      'Élodie Marchetti et Mathieu Perrault, rapporteurs dans chaque chambre, plaident pour un Ondam hospitalier à 3,5 %.',
    contacts: ['elodie-marchetti', 'mathieu-perrault', 'lea-fontaine'],
    entities: ['ministere-sante', 'matignon'],
    themes: ['plfss-2027'],
  },
  {
    slug: 'plfss-2027-adoption-assemblee',
    type: 'news',
    hoursAgo: days(16) + 8,
    geo: 'Paris',
    title: "Le PLFSS 2027 adopté en première lecture à l'Assemblée",
    summary:
      'Les députés ont adopté le PLFSS en première lecture, après avoir supprimé le gel des pensions. Le texte part au Sénat avec un déficit aggravé de 1,1 Md€.',
    context: "L'examen a duré deux semaines, marquées par de nombreux votes contre l'avis du gouvernement.",
    points: [
      ['Vote', 'adopté par 289 voix contre 247.'],
      ['Principale modification', 'suppression du gel des pensions de retraite.'],
      ['Ondam', 'inchangé à 2,9 %.'],
    ],
    outlook: "Le rapporteur Mathieu Perrault s'attend à un rétablissement de mesures d'économies au Sénat.",
    contacts: ['mathieu-perrault'],
    entities: ['assemblee-nationale'],
    themes: ['plfss-2027'],
    source: press('parlement', 'assemblee/plfss-2027-premiere-lecture', true),
  },
  {
    slug: 'cour-comptes-situation-finances',
    type: 'memo',
    hoursAgo: days(29) + 2,
    geo: 'Paris',
    title: 'Finances publiques : la Cour des comptes demande un effort de 40 Md€',
    summary:
      "Dans son rapport sur la situation et les perspectives des finances publiques, la Cour des comptes chiffre à 40 Md€ l'effort nécessaire sur trois ans. Elle juge le respect des engagements européens « hors d'atteinte » sans mesures nouvelles.",
    context:
      "Le rapport de la Cour précède traditionnellement le débat d'orientation des finances publiques.",
    points: [
      ['Effort', '40 Md€ sur trois ans, dont la moitié en 2027.'],
      ['Dette', 'au-delà de 116 % du PIB en 2027.'],
      ['Méthode', 'une revue des dépenses fiscales, évaluées à 90 Md€.'],
    ],
    outlook:
      'François-Xavier Méric en fait la base de ses travaux. Yasmine Haddad juge les recommandations « réalistes mais incomplètes ».',
    contacts: ['francois-xavier-meric', 'yasmine-haddad'],
    entities: ['cour-des-comptes'],
    themes: ['finances-publiques', 'budget-2027'],
    link: { label: 'Le rapport sur le site de la Cour des comptes', url: 'https://www.ccomptes.fr' },
  },
  {
    slug: 'budget-2027-trajectoire-deficit',
    type: 'synthese',
    hoursAgo: days(34) + 3,
    geo: 'Paris',
    title: 'Trajectoire de déficit : les scénarios sur la table pour 2027',
    summary:
      'Matignon et Bercy hésitent entre un déficit à 4,6 % et un objectif plus ambitieux à 4,3 %. Le choix dépend de la réforme des niches fiscales et des économies sur les collectivités.',
    context:
      'La France doit présenter à Bruxelles un plan budgétaire conforme aux nouvelles règles européennes.',
    points: [
      ['Scénario central', "4,6 % avec 30 Md€ d'économies."],
      ['Scénario ambitieux', '4,3 % avec une réforme des niches fiscales.'],
      ['Contrainte', 'la charge de la dette progresse de 6 Md€ par an.'],
    ],
    outlook:
      'Victor Delaunay doit présenter les deux scénarios au Premier ministre avant le séminaire gouvernemental.',
    contacts: ['victor-delaunay', 'pierre-henri-vasseur', 'francois-xavier-meric'],
    entities: ['matignon', 'bercy'],
    themes: ['budget-2027'],
  },
  {
    slug: 'elysee-pas-de-hausse-impots',
    type: 'news',
    hoursAgo: days(38) + 5,
    geo: 'Paris',
    title: "L'Élysée écarte toute hausse générale d'impôts pour 2027",
    summary:
      "L'Élysée a fait savoir qu'aucune hausse générale des impôts ne figurerait dans le budget 2027. Bercy devra trouver les économies du côté des dépenses et des niches fiscales.",
    context:
      'La déclaration intervient alors que plusieurs ministres évoquaient une contribution exceptionnelle des hauts revenus.',
    points: [
      ['Ligne rouge', "pas de hausse de l'impôt sur le revenu ni de la TVA."],
      ['Ouverture', 'réexamen des niches fiscales jugées inefficaces.'],
      ['Réaction', "la majorité salue, l'opposition dénonce un budget « d'austérité »."],
    ],
    outlook: "Thomas Garnier doit présenter à l'Élysée une liste de niches fiscales à réformer.",
    contacts: ['thomas-garnier', 'victor-delaunay'],
    entities: ['elysee', 'bercy'],
    themes: ['plf-2027'],
    source: press('finances', 'politique/elysee-pas-de-hausse-impots-2027'),
  },
];
