// A mixed workload: many signed-in readers, 95 % reads of shared answers and 5 % writes, each request from the
// next reader's session. Before targeted invalidation every comment emptied the whole read cache.
import autocannon from 'autocannon';

export { createReaders, embeddedDatabaseUrl, forgetReadersComments } from './readers.mjs';

const WARM_UP_SECONDS = 3;
/** Feed pages read beyond the first. */
const DEEPER_PAGES = [2, 3, 5, 10];
// Words of the generator's vocabulary, common to rare, and prefixes as typed.
const SEARCHES = ['budget', 'minist', 'assembl', 'ornithorynque'];
const TREND_DAYS = [1, 7, 30];
const FOCUS_KINDS = ['contact', 'entity', 'theme'];

/** Out of 100 requests: reads, then writes. */
const MIX = {
  feedPage1: 30,
  deeperPage: 15,
  postById: 35,
  search: 10,
  trends: 5,
  comment: 2,
  bookmark: 2,
  focus: 1,
};
const WRITES = new Set(['comment', 'bookmark', 'focus']);
const SLOTS = Object.entries(MIX).flatMap(([kind, weight]) => Array(weight).fill(kind));

const any = (list) => list[Math.floor(Math.random() * list.length)];
const flag = () => any(['set', 'unset']);

async function getJson(origin, path, cookie) {
  const response = await fetch(origin + path, { headers: { cookie, accept: 'application/json' } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

/** The cursors of DEEPER_PAGES, and the items cited on the way (what readers focus). */
async function walkFeed(origin, cookie) {
  const cursors = [];
  const items = { contact: new Set(), entity: new Set(), theme: new Set() };
  let cursor = '';
  for (let page = 1; page < Math.max(...DEEPER_PAGES); page++) {
    const body = await getJson(origin, `/api/v1/post/feed/normal${cursor && `?cursor=${cursor}`}`, cookie);
    for (const card of body.data) {
      for (const contact of card.contacts) items.contact.add(contact.id);
      for (const entity of card.entities) items.entity.add(entity.id);
      for (const theme of card.themes) items.theme.add(theme.id);
    }
    if (body.cursor === false) break;
    cursor = body.cursor;
    if (DEEPER_PAGES.includes(page + 1)) cursors.push(cursor);
  }
  return { cursors, items: Object.fromEntries(Object.entries(items).map(([kind, ids]) => [kind, [...ids]])) };
}

/** Reads each post once, `connections` at a time: a server running for a while holds them all in memory. */
async function readEachPost(origin, cookies, postIds, connections) {
  let next = 0;
  const reader = async () => {
    for (let i = next++; i < postIds.length; i = next++)
      await getJson(origin, `/api/v1/post/${postIds[i]}`, cookies[i % cookies.length]);
  };
  await Promise.all(Array.from({ length: connections }, reader));
}

/** Method, path and body of one request of each kind. */
function requestMaker(postIds, { cursors, items }) {
  const focusKinds = FOCUS_KINDS.filter((kind) => items[kind].length > 0);
  const comment = () => ({
    post_comment: { post_id: any(postIds), body: [{ type: 'text', content: 'Lu, merci.' }] },
  });
  const make = {
    feedPage1: () => ['GET', '/post/feed/normal'],
    deeperPage: () => ['GET', `/post/feed/normal?cursor=${any(cursors)}`],
    postById: () => ['GET', `/post/${any(postIds)}`],
    search: () => ['GET', `/post/search?query=${any(SEARCHES)}`],
    trends: () => ['GET', `/trending/all?days=${any(TREND_DAYS)}`],
    comment: () => ['POST', '/post/comment', JSON.stringify(comment())],
    bookmark: () => ['POST', `/bookmark/${any(postIds)}/${flag()}`, '{}'],
    focus: () => {
      const kind = any(focusKinds);
      return ['POST', `/focus_${kind}/${any(items[kind])}/${flag()}`, '{}'];
    },
  };
  if (cursors.length === 0) make.deeperPage = make.feedPage1;
  if (focusKinds.length === 0) make.focus = make.bookmark;
  return make;
}

/**
 * autocannon's `setupRequest` for the mix: each call draws a kind, hands it to `onKind` and keeps it in the
 * connection's context (for the answer's `onResponse`), and sends the request from the next of `cookies`,
 * accepting `encoding` when given.
 */
export async function mixedRequests({ origin, cookies, postIds, encoding, onKind = () => {} }) {
  const make = requestMaker(postIds, await walkFeed(origin, cookies[0]));
  let nextCookie = 0;
  return (request, context) => {
    const kind = any(SLOTS);
    onKind(kind);
    context.kind = kind;
    const [method, path, body] = make[kind]();
    const cookie = cookies[nextCookie++ % cookies.length];
    const headers = {
      accept: 'application/json',
      cookie,
      ...(encoding && { 'accept-encoding': encoding }),
      ...(body && { 'content-type': 'application/json' }),
    };
    return { ...request, method, path: `/api/v1${path}`, headers, body: body ?? '' };
  };
}

/**
 * Sends the mix for `duration` seconds from `connections` clients, after every post was read once and an
 * unrecorded warm-up, each request with the next of `cookies`. Reads and writes count the requests sent
 * while measuring.
 */
export async function measureMixed({ origin, cookies, postIds, encoding, duration, connections }) {
  const sent = { reads: 0, writes: 0 };
  let counting = false;
  const setupRequest = await mixedRequests({
    origin,
    cookies,
    postIds,
    encoding,
    onKind: (kind) => {
      if (counting) sent[WRITES.has(kind) ? 'writes' : 'reads']++;
    },
  });
  await readEachPost(origin, cookies, postIds, connections);
  const load = (seconds) =>
    autocannon({ url: origin, connections, duration: seconds, requests: [{ setupRequest }] });
  await load(WARM_UP_SECONDS);
  counting = true;
  const result = await load(duration);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ...sent,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
