// Personal reads for the API benchmark: readers who follow 1, 25 and 200 items drawn from both ends of the
// generator's Zipf distribution, one who follows 25 from its middle and one with saved searches too, custom
// feeds of common and rare items with and without a type filter, an author's feed, and each feed's page 1
// and deepest page (up to 1,000), the trends' item feeds and a long-standing reader's bookmarks.
import { generatedId, itemOfRank } from '../../apps/server/src/content/generate-reference.ts';

const KIND_ROUTE = { contact: 'focus_contact', entity: 'focus_entity', theme: 'focus_theme' };
/** The generator's themes 1–5 are roots, each with 3 sub-roots and 9 leaves: a feed of 13 themes. */
const rootTheme = generatedId('theme', 1);
const RAREST = { contact: 2000, entity: 500, theme: 60 };
/**
 * Words of the generator's vocabulary: one in a large share of posts, a region's name in about 1.4 % of
 * them (too few to fill a page from the newest 1,000), one in about ten.
 */
export const SEARCH = { common: 'budget', middle: 'bourgogne', rare: 'ornithorynque' };

/**
 * `count` items of a kind the readers may see: the most cited half from the top ranks, the rest from the
 * tail (a reader without confidential access cannot follow a restricted theme).
 */
function itemsOf(kind, count, visible = () => true) {
  const ranked = Array.from({ length: RAREST[kind] }, (_, i) => ({ kind, id: itemOfRank(kind, i + 1) }));
  const seen = ranked.filter((item) => visible(item.id));
  const top = Math.ceil(count / 2);
  return [...seen.slice(0, top), ...seen.slice(seen.length - (count - top))];
}

/**
 * Generated readers without confidential access (bench9… in the generator), and what each follows; their
 * themes among `visibleThemes`, the ids of the theme tree such a reader gets.
 */
export function readers(visibleThemes) {
  const themes = (count) => [
    ...itemsOf('theme', count, (id) => visibleThemes.has(id) && id !== rootTheme),
    { kind: 'theme', id: rootTheme },
  ];
  const twentyFive = [...itemsOf('contact', 14), ...itemsOf('entity', 6), ...themes(4)];
  return {
    follows1: { email: 'bench9@vigie.test', items: [{ kind: 'contact', id: itemOfRank('contact', 1500) }] },
    follows25: { email: 'bench10@vigie.test', items: twentyFive },
    // The same items and a saved search for each search word: a search of each kind in Mes focus.
    follows25Searches: { email: 'bench13@vigie.test', items: twentyFive, searches: Object.values(SEARCH) },
    follows200: {
      email: 'bench11@vigie.test',
      items: [...itemsOf('contact', 120), ...itemsOf('entity', 60), ...themes(19)],
    },
    // Neither end: 25 contacts ranked 301 to 325, each in a few hundred posts, too rare together to fill
    // a page from the newest posts, too many for the merge to be cheap.
    follows25Middle: {
      email: 'bench12@vigie.test',
      items: Array.from({ length: 25 }, (_, i) => ({ kind: 'contact', id: itemOfRank('contact', 301 + i) })),
    },
  };
}

/** The ids of every theme in a theme tree answer. */
export const themeIds = (nodes) => new Set(nodes.flatMap((node) => [node.id, ...themeIds(node.children)]));

/**
 * Sets focus on exactly the reader's items (others were never set: the generator sets none) and saves its
 * searches (saving one again answers the one saved).
 */
export async function follow(origin, cookie, { items, searches = [] }) {
  const post = async (pathname, body) => {
    const response = await fetch(`${origin}/api/v1/${pathname}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${pathname} answered ${response.status}`);
  };
  for (const { kind, id } of items) await post(`${KIND_ROUTE[kind]}/${id}/set`, {});
  for (const query of searches) await post('saved_search', { saved_search: { query, type: null } });
}

const custom = (filter) =>
  `/api/v1/post/feed/custom?query=${encodeURIComponent(
    JSON.stringify({ contacts: [], entities: [], themes: [], types: [], ...filter }),
  )}`;
const idsOf = (items, kind) => items.filter((item) => item.kind === kind).map((item) => item.id);
const filterOf = (items) => ({
  contacts: idsOf(items, 'contact'),
  entities: idsOf(items, 'entity'),
  themes: idsOf(items, 'theme'),
});

/** The personal feeds measured, by name: the reader whose session asks, and the feed's first page. */
export const personalFeeds = (following) => ({
  focus1: { reader: 'follows1', path: '/api/v1/post/feed/focus' },
  focus25: { reader: 'follows25', path: '/api/v1/post/feed/focus' },
  focus200: { reader: 'follows200', path: '/api/v1/post/feed/focus' },
  focus25Middle: { reader: 'follows25Middle', path: '/api/v1/post/feed/focus' },
  focus25Searches: { reader: 'follows25Searches', path: '/api/v1/post/feed/focus' },
  commonContact: { reader: 'follows1', path: custom({ contacts: [itemOfRank('contact', 1)] }) },
  rareContact: { reader: 'follows1', path: custom({ contacts: [itemOfRank('contact', RAREST.contact)] }) },
  rootTheme: { reader: 'follows1', path: custom({ themes: [rootTheme] }) },
  common25Memo: {
    reader: 'follows25',
    path: custom({ ...filterOf(following.follows25.items), types: ['memo'] }),
  },
  all200Synthese: {
    reader: 'follows200',
    path: custom({ ...filterOf(following.follows200.items), types: ['synthese'] }),
  },
  author: { reader: 'follows1', path: `/api/v1/post/feed/author?author=${generatedId('user', 1)}` },
  // The trends' item feeds: the most cited contact over 30 days, one from the middle over 7.
  trendCommon: { reader: 'follows1', path: `/api/v1/trending/contact/${itemOfRank('contact', 1)}?days=30` },
  trendMiddle: { reader: 'follows1', path: `/api/v1/trending/contact/${itemOfRank('contact', 301)}?days=7` },
  // follows1 has bookmarked one post in BOOKMARK_EVERY (readers.mjs).
  bookmarks: { reader: 'follows1', path: '/api/v1/post/feed/bookmarks' },
});

/** One post in this many is bookmarked by the reader of the bookmarks feed. */
export const BOOKMARK_EVERY = 40;
