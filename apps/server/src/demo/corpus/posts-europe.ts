import { days, press } from './post-helpers.ts';
import type { PostSeed } from './types.ts';

export const EUROPE_POSTS: PostSeed[] = [
  {
    slug: 'marche-electricite-trilogue',
    type: 'news',
    hoursAgo: 6,
    geo: 'Bruxelles',
    title: "Marché de l'électricité : accord en trilogue sur les contrats pour différence",
    summary:
      "Parlement européen, Conseil et Commission se sont accordés sur l'encadrement des contrats pour différence. Le nucléaire existant pourra en bénéficier, une victoire pour la position française.",
    context:
      "La réforme du marché européen de l'électricité vise à découpler les prix de détail du prix du gaz.",
    points: [
      ['Nucléaire', 'éligible aux contrats pour différence, y compris pour le parc existant.'],
      ['Redistribution', 'les recettes excédentaires reversées aux consommateurs.'],
      ['Calendrier', 'vote en plénière le mois prochain.'],
    ],
    outlook:
      "Chloé Martineau, rapporteure, parle d'un « compromis équilibré ». Raphaël Nguyen annonce qu'il votera contre.",
    contacts: ['chloe-martineau', 'raphael-nguyen', 'mathilde-aubert'],
    entities: ['commission-europeenne'],
    themes: ['prix-electricite'],
    source: press('europe', 'energie/marche-electricite-accord-trilogue', true),
  },
  {
    slug: 'aides-etat-epr2-bruxelles',
    type: 'synthese',
    hoursAgo: days(4) + 2,
    geo: 'Bruxelles',
    title: "Aides d'État : Bruxelles examine le soutien français aux EPR2",
    summary:
      "La Commission européenne a ouvert l'examen approfondi du schéma de financement des EPR2. La procédure pourrait durer dix-huit mois. L'Élysée et la CNE préparent leur argumentaire.",
    context:
      "Tout soutien public à un producteur d'électricité doit être notifié à Bruxelles. Le précédent britannique de Hinkley Point sert de référence.",
    points: [
      ['Enjeu', 'compatibilité du prêt bonifié avec le marché intérieur.'],
      ['Contreparties', 'possibles engagements de cession de capacités.'],
      ['Alliés', "une dizaine d'États membres favorables au nucléaire."],
    ],
    outlook:
      "Mathilde Aubert conduit l'instruction. Hélène Lefèvre a fait de ce dossier une priorité de l'agenda européen du Président.",
    contacts: ['mathilde-aubert', 'helene-lefevre'],
    entities: ['commission-europeenne', 'elysee', 'cne'],
    themes: ['epr2'],
    link: {
      label: "Le registre des aides d'État de la Commission",
      url: 'https://competition-policy.ec.europa.eu',
    },
  },
  {
    slug: 'regles-budgetaires-france',
    type: 'memo',
    hoursAgo: days(8) + 9,
    geo: 'Bruxelles',
    title: 'Règles budgétaires européennes : la France sous surveillance',
    summary:
      "La Commission juge la trajectoire budgétaire française « non pleinement conforme ». Paris doit présenter des mesures complémentaires d'ici le printemps.",
    context:
      'Les nouvelles règles budgétaires européennes reposent sur une trajectoire de dépenses nettes négociée avec chaque État.',
    points: [
      ['Écart', 'dépenses nettes supérieures de 0,3 point à la trajectoire.'],
      ['Procédure', 'maintien de la procédure pour déficit excessif.'],
      ['Marge', 'prise en compte possible des dépenses de défense.'],
    ],
    outlook: 'Victor Delaunay et Pierre-Henri Vasseur préparent la réponse du gouvernement.',
    contacts: ['victor-delaunay', 'pierre-henri-vasseur'],
    entities: ['commission-europeenne', 'bercy'],
    themes: ['budget-2027'],
  },
  {
    slug: 'eolien-mer-aides-autorisees',
    type: 'news',
    hoursAgo: days(14) + 7,
    geo: 'Bruxelles',
    title: 'Bruxelles autorise le soutien public à deux parcs éoliens en mer',
    summary:
      "La Commission européenne a autorisé 9 Md€ d'aides françaises pour deux parcs éoliens en mer. La décision lève le dernier obstacle avant la signature des contrats.",
    context:
      "Les parcs attribués l'an dernier attendaient le feu vert de Bruxelles pour lancer leur financement.",
    points: [
      ['Montant', '9 Md€ sur vingt ans, sous forme de complément de rémunération.'],
      ['Condition', 'un mécanisme de récupération en cas de prix de marché élevés.'],
      ['Filière', "commandes d'éoliennes attendues dans les trois mois."],
    ],
    outlook:
      "Grégoire Tessier salue une décision « rapide » et demande la même célérité pour les prochains appels d'offres.",
    contacts: ['mathilde-aubert', 'gregoire-tessier'],
    entities: ['commission-europeenne', 'filiere-eolien-mer'],
    themes: ['eolien-en-mer'],
    source: press('europe', 'aides-etat/eolien-en-mer-france-autorise'),
  },
  {
    slug: 'medicaments-critiques-reglement',
    type: 'synthese',
    hoursAgo: days(20) + 3,
    geo: 'Bruxelles',
    title: 'Médicaments critiques : le règlement européen en négociation',
    summary:
      'Le règlement européen sur les médicaments critiques prévoit des achats groupés et des obligations de stocks. Les États divergent sur la préférence européenne dans les marchés publics.',
    context: 'Le texte fait suite aux pénuries des derniers hivers dans la plupart des États membres.',
    points: [
      ['Achats groupés', "possibles pour les médicaments critiques à l'initiative de trois États."],
      ['Préférence européenne', 'soutenue par la France, contestée par les pays nordiques.'],
      ['Stocks', 'obligations harmonisées pour les fabricants.'],
    ],
    outlook:
      'Sandrine Aubry plaide pour un critère de production européenne. Pharmavance y voit un levier pour son usine lyonnaise.',
    contacts: ['sandrine-aubry', 'laurent-chevalier'],
    entities: ['commission-europeenne', 'pharmavance'],
    themes: ['penuries-medicaments'],
  },
  {
    slug: 'strasbourg-vote-nucleaire',
    type: 'memo',
    hoursAgo: days(26) + 8,
    geo: 'Strasbourg',
    title: 'Nucléaire et financement européen : le vote de Strasbourg décrypté',
    summary:
      "Le Parlement européen a ouvert les prêts de la Banque européenne d'investissement au nouveau nucléaire. Le vote, serré, reflète un clivage plus national que partisan.",
    context: "L'accès du nucléaire aux financements européens est une demande constante de la France.",
    points: [
      ['Résultat', 'adopté par 341 voix contre 298.'],
      ['Clivage', 'les élus allemands et autrichiens majoritairement contre.'],
      ['Conséquence', 'les EPR2 pourraient bénéficier de prêts européens.'],
    ],
    outlook: 'Raphaël Nguyen annonce un recours de plusieurs eurodéputés devant la Cour de justice.',
    contacts: ['raphael-nguyen', 'chloe-martineau'],
    entities: ['commission-europeenne'],
    themes: ['nucleaire'],
    source: press('europe', 'parlement/vote-financement-nucleaire-bei'),
  },
  {
    slug: 'conseil-energie-hydrogene',
    type: 'news',
    hoursAgo: days(30) + 2,
    geo: 'Luxembourg',
    title: "Conseil énergie : la France obtient la reconnaissance de l'hydrogène bas carbone",
    summary:
      "Les ministres de l'énergie ont reconnu l'hydrogène produit à partir d'électricité nucléaire comme bas carbone. La France obtient gain de cause après deux ans de négociations.",
    context: "La définition de l'hydrogène bas carbone conditionne l'accès aux aides européennes.",
    points: [
      ['Définition', "seuil d'émissions de 3,4 kg de CO₂ par kilogramme d'hydrogène."],
      ['Nucléaire', 'électricité nucléaire comptée comme bas carbone.'],
      ['Calendrier', "acte délégué de la Commission d'ici six mois."],
    ],
    outlook: "Mathilde Aubert est chargée de rédiger l'acte délégué.",
    contacts: ['mathilde-aubert'],
    entities: ['commission-europeenne'],
    themes: ['nucleaire', 'renouvelables'],
  },
  {
    slug: 'semestre-europeen-recommandations',
    type: 'synthese',
    hoursAgo: days(37) + 4,
    geo: 'Bruxelles',
    title: 'Semestre européen : les recommandations adressées à la France',
    summary:
      'La Commission recommande à la France de réduire ses dépenses fiscales et de réformer les retraites complémentaires. La Cour des comptes et le Cercle Vauban convergent sur plusieurs constats.',
    context:
      'Les recommandations par pays sont adoptées chaque année par le Conseil au terme du semestre européen.',
    points: [
      ['Dépenses fiscales', 'revue des niches et réduction des taux réduits de TVA.'],
      ['Retraites', 'pilotage plus strict des régimes complémentaires.'],
      ['Investissement', 'priorité à la transition énergétique et à la défense.'],
    ],
    outlook:
      'Yasmine Haddad y voit « une feuille de route pour le PLF 2027 ». Matignon minimise leur portée.',
    contacts: ['yasmine-haddad', 'victor-delaunay'],
    entities: ['commission-europeenne', 'cour-des-comptes'],
    themes: ['finances-publiques'],
    link: { label: 'Les recommandations sur le site de la Commission', url: 'https://commission.europa.eu' },
  },
];
