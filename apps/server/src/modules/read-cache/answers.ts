import type { RouteDef } from '@vigie/contract';
import type { z } from 'zod';
import { SerializedJson } from '../../http/serialized-json.ts';
import { countAudience } from '../access/confidentiality.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { Generation } from './generation.ts';
import { Lru } from './lru.ts';
import { PostIndex } from './post-index.ts';

const CAPACITY = 3_000;

interface Entry {
  generation: number;
  /** When the next scheduled post becomes visible: the answer may lack it from then on. */
  until: number;
  answer: Promise<SerializedJson>;
  /** The posts whose comments or comment count the answer shows, once loaded. */
  posts?: readonly string[];
  /** Posts whose comments changed while the answer loaded: not served until it shows none of them. */
  changedWhileLoading?: Set<string>;
}

/**
 * Answers shared by every viewer who may see the same things: the caller's key must hold everything the
 * answer depends on besides the database (route, audience, parameters), and the answer nothing personal.
 * They are kept as JSON, checked against the route's schema once, as the serializer would on each
 * request: a hit then costs no validation and no stringify. Failures (a 404) are not kept.
 * A change of generation drops them all; a change to a post's comments only those that show it.
 */
export class AnswerCache {
  readonly #showing = new PostIndex();
  readonly #entries = new Lru<Entry>(CAPACITY, (key, entry) => {
    if (entry.posts) this.#showing.remove(key, entry.posts);
  });
  /** Entries whose answer is on its way: which posts it shows is not known yet. */
  readonly #loading = new Set<Entry>();
  #nextPublication: { generation: number; at: Promise<number> } | undefined;

  constructor(
    private readonly generation: Generation,
    private readonly findNextPublication: () => Promise<Date | undefined>,
  ) {}

  /**
   * A route's answer for the viewer's audience: `parts` are the parameters it depends on, and
   * `postsShown` the posts whose comments or comment count a loaded answer shows.
   */
  forAudience<T>(
    def: RouteDef & { success: { body: z.ZodType } },
    viewer: Viewer,
    parts: readonly unknown[],
    load: () => Promise<T>,
    postsShown: (answer: T) => readonly string[],
  ): Promise<SerializedJson> {
    const key = [def.method, def.path, countAudience(viewer), ...parts];
    return this.#remember(key, async () => {
      const answer = await load();
      return {
        json: new SerializedJson(JSON.stringify(def.success.body.parse(answer))),
        posts: postsShown(answer),
      };
    });
  }

  /**
   * Comments of `posts` changed: drops the answers that show them. An answer still loading may have
   * been read before the change: it is not served until loaded, and then dropped if it shows them.
   */
  dropComments(posts: readonly string[]): void {
    for (const entry of this.#loading) {
      entry.changedWhileLoading ??= new Set();
      for (const post of posts) entry.changedWhileLoading.add(post);
    }
    for (const id of this.#showing.keysShowing(posts)) this.#entries.delete(id);
  }

  async #remember(
    key: readonly unknown[],
    load: () => Promise<{ json: SerializedJson; posts: readonly string[] }>,
  ): Promise<SerializedJson> {
    const generation = this.generation.current;
    if (generation === undefined) return (await load()).json;
    const id = JSON.stringify(key);
    const hit = this.#entries.get(id);
    if (hit && hit.generation === generation && Date.now() < hit.until && !hit.changedWhileLoading)
      return hit.answer;
    // Asked before the answer's query, never beside it: a post published between the two would
    // otherwise be missing from the answer and give it a later end.
    const until = await this.#publicationAfterNow(generation);
    // Listed as loading before the query starts, so that a comment committed meanwhile is seen.
    const loaded = load();
    const entry: Entry = { generation, until, answer: loaded.then(({ json }) => json) };
    this.#entries.set(id, entry);
    this.#loading.add(entry);
    loaded.then(
      ({ posts }) => this.#settle(id, entry, posts),
      () => this.#settle(id, entry, undefined),
    );
    return entry.answer;
  }

  /** Indexes a loaded entry by the posts it shows; forgets a failed one, or one a comment made stale. */
  #settle(id: string, entry: Entry, posts: readonly string[] | undefined): void {
    this.#loading.delete(entry);
    // Replaced or pushed out while loading.
    if (this.#entries.peek(id) !== entry) return;
    const changed = entry.changedWhileLoading;
    if (!posts || posts.some((post) => changed?.has(post))) {
      this.#entries.delete(id);
      return;
    }
    entry.changedWhileLoading = undefined;
    entry.posts = posts;
    this.#showing.add(id, posts);
  }

  /** Looked up once per generation, and again once the instant found has passed. */
  async #publicationAfterNow(generation: number): Promise<number> {
    const known = this.#nextPublication;
    if (known?.generation === generation) {
      const at = await known.at;
      if (Date.now() < at) return at;
    }
    const at = this.findNextPublication().then((date) => date?.getTime() ?? Number.POSITIVE_INFINITY);
    this.#nextPublication = { generation, at };
    at.catch(() => {
      if (this.#nextPublication?.at === at) this.#nextPublication = undefined;
    });
    return at;
  }
}
