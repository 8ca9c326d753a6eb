import { days, press } from './post-helpers.ts';
import type { PostSeed } from './types.ts';

export const ENERGY_POSTS: PostSeed[] = [
  {
    slug: 'eolien-ao10-resultats',
    type: 'news',
    hoursAgo: days(2) + 5,
    geo: 'Nantes',
    title: "Éolien en mer : les résultats de l'appel d'offres Bretagne Sud",
    summary:
      "Le parc flottant de Bretagne Sud est attribué à un consortium franco-norvégien, à un prix de 86 €/MWh. La filière salue un prix compétitif mais s'inquiète du retard des raccordements.",
    context:
      "Il s'agit du premier grand parc flottant attribué en France. Les régions littorales attendaient ce résultat pour lancer l'adaptation de leurs ports.",
    points: [
      ['Capacité', "1 GW, soit la consommation d'environ 900 000 foyers."],
      ['Prix', '86 €/MWh, en dessous des estimations de la Commission de régulation.'],
      ['Ports', "Lorient et Brest se disputent l'assemblage des flotteurs."],
    ],
    outlook:
      "Filière Éolien Mer réclame désormais la publication du calendrier des appels d'offres jusqu'en 2035.",
    contacts: ['gregoire-tessier', 'gaelle-le-goff'],
    entities: ['filiere-eolien-mer', 'alliance-regions-maritimes'],
    themes: ['eolien-en-mer'],
    source: press('littoral', 'economie/eolien-flottant-bretagne-sud-attribue', true),
  },
  {
    slug: 'eolien-planification-facades',
    type: 'synthese',
    hoursAgo: days(17) + 2,
    geo: 'Nantes',
    title: 'Planification des façades maritimes : les positions en présence',
    summary:
      "L'État doit arrêter la cartographie des zones propices à l'éolien en mer d'ici la fin de l'année. Régions, pêcheurs et industriels défendent des priorités contradictoires. Cette synthèse fait le point sur les lignes de fracture.",
    context:
      "Le débat public sur les façades maritimes s'est clos au printemps. Le Sénat a obtenu que les régions soient associées à la décision finale.",
    points: [
      ['Régions', 'veulent des zones proches des ports existants pour maximiser les retombées.'],
      ['Pêche', 'demande des couloirs de navigation et une indemnisation des pertes.'],
      ['Industriels', 'privilégient les zones les plus ventées, souvent plus au large.'],
    ],
    outlook:
      "La sénatrice Anne-Sophie Lacroix prépare un rapport d'information qui sera présenté avant l'arrêté de planification.",
    contacts: ['anne-sophie-lacroix', 'gaelle-le-goff', 'gregoire-tessier'],
    entities: ['alliance-regions-maritimes'],
    themes: ['eolien-en-mer', 'renouvelables'],
    link: { label: 'Les travaux de la commission sur le site du Sénat', url: 'https://www.senat.fr' },
  },
  {
    slug: 'eolien-ports-investissements',
    type: 'memo',
    hoursAgo: days(24) + 6,
    geo: 'Brest',
    title: "Ports et éolien en mer : 1,2 Md€ d'investissements à financer",
    summary:
      "Les régions maritimes chiffrent à 1,2 Md€ l'adaptation des ports à l'éolien flottant. Elles demandent une participation de l'État d'au moins 40 %.",
    context:
      "L'Alliance des régions maritimes a remis sa note au Premier ministre à la veille du comité interministériel de la mer.",
    points: [
      ['Besoins', "quais renforcés, zones de stockage et bassins d'assemblage des flotteurs."],
      ['Financement', 'France 2030, fonds européens et emprunt des régions.'],
      ['Calendrier', 'travaux à engager avant 2028 pour tenir les premiers parcs.'],
    ],
    outlook: "Gaëlle Le Goff plaide pour un contrat de plan spécifique aux ports de l'éolien en mer.",
    contacts: ['gaelle-le-goff', 'anne-sophie-lacroix'],
    entities: ['alliance-regions-maritimes'],
    themes: ['eolien-en-mer'],
    attachments: ['note-regions-maritimes-ports.pdf'],
  },
  {
    slug: 'tarifs-electricite-fevrier',
    type: 'news',
    hoursAgo: 8,
    geo: 'Paris',
    title: "Tarifs réglementés de l'électricité : une hausse de 4 % proposée pour février",
    summary:
      "La proposition de hausse des tarifs réglementés tient compte de la fin du mécanisme de l'ARENH. Le gouvernement peut encore la lisser par un ajustement de l'accise sur l'électricité.",
    context:
      'Les tarifs réglementés concernent encore près de 20 millions de foyers. Leur évolution est un marqueur politique sensible.',
    points: [
      ['Hausse', "+4 % en moyenne, soit environ 45 € par an pour un foyer chauffé à l'électricité."],
      ['Levier fiscal', "une baisse de l'accise pourrait neutraliser la moitié de la hausse."],
      ['Décision', "arrêté attendu d'ici trois semaines."],
    ],
    outlook:
      "Le cabinet de Thomas Garnier doit trancher entre recettes fiscales et pouvoir d'achat avant l'examen du PLF au Sénat.",
    contacts: ['thomas-garnier', 'chloe-martineau'],
    entities: ['bercy', 'cne'],
    themes: ['prix-electricite'],
    source: press('energie', 'prix/trve-hausse-fevrier'),
  },
  {
    slug: 'apres-arenh-contrats',
    type: 'synthese',
    hoursAgo: days(11) + 7,
    geo: 'Paris',
    title: "Après l'ARENH : les contrats de long terme en débat",
    summary:
      "La fin de l'ARENH ouvre une période de négociation entre la CNE et les industriels électro-intensifs. Les contrats de long terme signés jusqu'ici couvrent moins d'un tiers des besoins.",
    context:
      "Le mécanisme d'accès régulé à l'électricité nucléaire historique a pris fin. Son remplacement repose sur des contrats de gré à gré et un mécanisme de partage des revenus.",
    points: [
      ['Industriels', 'réclament un prix inférieur à 60 €/MWh sur quinze ans.'],
      ['CNE', "veut préserver sa capacité d'autofinancement pour les EPR2."],
      ['Bruxelles', 'surveille les contrats au titre du droit de la concurrence.'],
    ],
    outlook:
      "Le député européen Raphaël Nguyen demande un registre public des contrats. L'USEM, elle, défend un retour à un tarif administré.",
    contacts: ['raphael-nguyen', 'agnes-ferrand', 'thomas-garnier'],
    entities: ['cne', 'commission-europeenne'],
    themes: ['prix-electricite', 'nucleaire'],
  },
  {
    slug: 'reforme-soutien-solaire',
    type: 'synthese',
    hoursAgo: days(37) + 6,
    geo: 'Paris',
    title: 'Réforme du soutien au solaire : les arbitrages en préparation',
    summary:
      "La réforme du tarif d'achat du solaire sur toiture inquiète les installateurs. Bercy veut réduire de moitié le coût budgétaire du dispositif d'ici deux ans.",
    context:
      'Le soutien aux petites installations solaires coûte près de 2 Md€ par an. Sa réforme figure parmi les économies annoncées pour le budget 2027.',
    points: [
      ['Mesure', "baisse du tarif d'achat et bascule vers l'autoconsommation."],
      ['Filière', "redoute 10 000 suppressions d'emplois chez les installateurs."],
      ['Parlement', 'la sénatrice Anne-Sophie Lacroix propose une baisse progressive.'],
    ],
    outlook: "L'arrêté tarifaire doit être soumis au Conseil supérieur de l'énergie le mois prochain.",
    contacts: ['anne-sophie-lacroix', 'thomas-garnier'],
    entities: ['bercy'],
    themes: ['renouvelables', 'budget-2027'],
  },
];
