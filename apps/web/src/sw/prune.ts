import { DYNAMIC_CACHE, type FillRequest, IMAGE_CACHE } from '../lib/sw-protocol.ts';
import { postIdsIn } from './fill.ts';

declare const self: ServiceWorkerGlobalScope;

/** A post's own answers below the post prefix: the post, and its comments. */
const OWN_ANSWER = /^([0-9a-f]{24})(?:\/comments)?$/;
/** The most ids the server checks at once (its contract's limit). */
const CHECKED_AT_ONCE = 500;
const MATCH = { ignoreVary: true };

/** The pictures a kept answer shows of the posts of `gone`: a post's own, or its card's in a feed page. */
export function picturesOf(body: unknown, gone: ReadonlySet<string>): string[] {
  const page = (body as { data?: unknown })?.data;
  return (Array.isArray(page) ? page : [body]).flatMap((post) => {
    const { id, img } = (post ?? {}) as { id?: unknown; img?: unknown };
    return typeof id === 'string' && gone.has(id) && typeof img === 'string' && img !== '' ? [img] : [];
  });
}

/** A kept answer without the posts of `gone`: a feed page's cards, or the bookmark list's ids. */
export function withoutPosts(body: unknown, gone: ReadonlySet<string>): unknown {
  if (Array.isArray(body)) return body.filter((id) => !gone.has(id));
  const page = body as { data: Array<{ id: string }> };
  return { ...page, data: page.data.filter((card) => !gone.has(card.id)) };
}

/** Those of `ids` the server no longer shows this reader; none when it cannot say (offline, signed out). */
async function goneAmong(ids: string[], visibleUrl: string): Promise<Set<string>> {
  const kept = new Set<string>();
  for (let start = 0; start < ids.length; start += CHECKED_AT_ONCE) {
    const response = await fetch(visibleUrl, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ids: ids.slice(start, start + CHECKED_AT_ONCE) }),
    });
    if (!response.ok) return new Set();
    for (const id of ((await response.json()) as { ids: string[] }).ids) kept.add(id);
  }
  return new Set(ids.filter((id) => !kept.has(id)));
}

/**
 * Drops from the offline copies the posts retracted or hidden since they were kept: their pages and
 * comments, their cards in kept feeds and the bookmark list, and their pictures. A corrected post needs nothing: the
 * fill that runs before stores it anew. Answers how many posts were dropped.
 */
export async function pruneGonePosts({
  postUrlPrefix,
  visibleUrl,
}: Pick<FillRequest, 'postUrlPrefix' | 'visibleUrl'>): Promise<number> {
  const cache = await caches.open(DYNAMIC_CACHE);
  const ownAnswers = new Map<string, Request[]>();
  const lists: Array<{ request: Request; ids: string[] }> = [];
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    const own = path.startsWith(postUrlPrefix) ? OWN_ANSWER.exec(path.slice(postUrlPrefix.length)) : null;
    if (own?.[1]) ownAnswers.set(own[1], [...(ownAnswers.get(own[1]) ?? []), request]);
    else {
      const ids = postIdsIn(await (await cache.match(request, MATCH))?.json().catch(() => null));
      if (ids.length > 0) lists.push({ request, ids });
    }
  }
  const gone = await goneAmong(
    [...new Set([...ownAnswers.keys(), ...lists.flatMap((list) => list.ids)])],
    visibleUrl,
  );
  const pictures = new Set<string>();
  /** A kept answer's body, noting the pictures it shows of gone posts. */
  const readKept = async (request: Request) => {
    const body: unknown = await (await cache.match(request, MATCH))?.json().catch(() => null);
    for (const picture of picturesOf(body, gone)) pictures.add(picture);
    return body;
  };
  for (const id of gone)
    for (const request of ownAnswers.get(id) ?? []) {
      await readKept(request);
      await cache.delete(request, MATCH);
    }
  for (const { request, ids } of lists) {
    if (!ids.some((id) => gone.has(id))) continue;
    const headers = new Headers((await cache.match(request, MATCH))?.headers);
    headers.delete('content-length');
    headers.delete('content-encoding');
    const body = JSON.stringify(withoutPosts(await readKept(request), gone));
    await cache.put(request, new Response(body, { status: 200, headers }));
  }
  const images = await caches.open(IMAGE_CACHE);
  for (const picture of pictures) await images.delete(new URL(picture, self.location.origin).href, MATCH);
  return gone.size;
}
