import type { RouteDef } from '@vigie/contract';
import type { z } from 'zod';
import { SerializedJson } from '../../http/serialized-json.ts';
import { countAudience } from '../access/confidentiality.ts';
import type { Viewer } from '../access/viewer.ts';
import type { AnswerKind, PostsChange } from './changes.ts';
import type { Generation } from './generation.ts';
import { Lru } from './lru.ts';
import { PostIndex } from './post-index.ts';

// What the byte budget counts. V8 keeps a string in one or two bytes per UTF-16 unit: the key counts two.
// The JSON, kept as UTF-8 (http/serialized-json.ts), counts its bytes, and each compressed copy its size
// once made. Besides them, an entry's objects and promises were measured at 440 bytes, and each post it
// shows (its id, in the entry and in the index of posts shown) at 70 bytes, 700 when no other answer
// shows that post.
const BYTES_PER_CHAR = 2;
const ENTRY_BYTES = 500;
const POST_BYTES = 100;

/** A loaded answer, and the posts whose comments or comment count it shows. */
interface Loaded {
  json: SerializedJson;
  posts: readonly string[];
}

interface Entry {
  kind: AnswerKind;
  generation: number;
  /**
   * When the next scheduled post becomes visible: the answer may lack it from then on. Unbounded until
   * looked up: the answer's query, not started yet, will see every post visible by then.
   */
  until: number;
  answer: Promise<SerializedJson>;
  /** The posts whose comments or comment count the answer shows, once loaded. */
  posts?: readonly string[];
  /** Posts changed while the answer loaded: not served until it shows none of them. */
  changedWhileLoading?: Set<string>;
  /** Every answer of its kind was dropped while it loaded: not served, and dropped once loaded. */
  droppedWhileLoading?: boolean;
}

/**
 * Answers shared by every viewer who may see the same things: the caller's key must hold everything the
 * answer depends on besides the database (route, audience, parameters), and the answer nothing personal.
 * They are kept as JSON, checked against the route's schema once, as the serializer would on each
 * request: a hit then costs no validation and no stringify. Failures (a 404) are not kept. A request
 * arriving while its answer loads waits for that load.
 * A change of generation drops them all; a change to a post's comments only those that show it.
 */
export class AnswerCache {
  readonly #showing = new PostIndex();
  readonly #ofKind = new Map<AnswerKind, Set<string>>();
  readonly #entries: Lru<Entry>;
  /** Entries whose answer is on its way: which posts it shows is not known yet. */
  readonly #loading = new Set<Entry>();
  #nextPublication: { generation: number; at: Promise<number> } | undefined;
  /** Answers served from memory, loaded, and dropped for a change of theirs, since start (for /metrics). */
  readonly counts = { hits: 0, misses: 0, drops: 0 };

  /**
   * The answers kept, with their keys, take about `budgetBytes` at most (least recently used go first).
   * With `enabled` false every answer is loaded from the database (`READ_CACHE=off`).
   */
  constructor(
    private readonly generation: Generation,
    private readonly findNextPublication: () => Promise<Date | undefined>,
    budgetBytes: number,
    private readonly enabled = true,
  ) {
    this.#entries = new Lru<Entry>(budgetBytes, (key, entry) => {
      if (entry.posts) this.#showing.remove(key, entry.posts);
      this.#ofKind.get(entry.kind)?.delete(key);
    });
  }

  /** About what the answers kept take in memory, their keys included. */
  get bytes(): number {
    return this.#entries.total;
  }

  /**
   * A route's answer for the viewer's audience: `kind` what it lists, `parts` the parameters it depends on,
   * and `postsShown` the posts whose card or page a loaded answer shows.
   */
  forAudience<T>(
    def: RouteDef & { success: { body: z.ZodType } },
    kind: AnswerKind,
    viewer: Viewer,
    parts: readonly unknown[],
    load: () => Promise<T>,
    postsShown: (answer: T) => readonly string[],
  ): Promise<SerializedJson> {
    const key = [def.method, def.path, countAudience(viewer), ...parts];
    return this.#remember(kind, key, async () => {
      const answer = await load();
      // An answer already serialised was checked where its parts were made (posts/cards.ts).
      const json =
        answer instanceof SerializedJson
          ? answer
          : new SerializedJson(JSON.stringify(def.success.body.parse(answer)));
      return { json, posts: postsShown(answer) };
    });
  }

  /**
   * `posts` changed (a comment, a citation, the post itself), and with `kinds` every answer of those kinds:
   * drops the answers that show them. An answer still loading may have been read before the change: it
   * is not served until loaded, and then dropped if it shows them or is of those kinds.
   */
  drop({ posts, kinds = [] }: PostsChange): void {
    // A post added or moved may be the next to become visible: when that is is looked up again.
    if (kinds.includes('list')) this.#nextPublication = undefined;
    for (const entry of this.#loading) {
      if (kinds.includes(entry.kind)) entry.droppedWhileLoading = true;
      entry.changedWhileLoading ??= new Set();
      for (const post of posts) entry.changedWhileLoading.add(post);
    }
    const keys = [
      ...this.#showing.keysShowing(posts),
      ...kinds.flatMap((kind) => [...(this.#ofKind.get(kind) ?? [])]),
    ];
    for (const key of keys) {
      if (this.#entries.peek(key) === undefined) continue;
      this.#entries.delete(key);
      this.counts.drops++;
    }
  }

  async #remember(
    kind: AnswerKind,
    key: readonly unknown[],
    load: () => Promise<Loaded>,
  ): Promise<SerializedJson> {
    const generation = this.generation.current;
    if (generation === undefined || !this.enabled) return (await load()).json;
    const id = JSON.stringify(key);
    const hit = this.#entries.get(id);
    const fresh = hit && !hit.changedWhileLoading && !hit.droppedWhileLoading;
    if (hit && fresh && hit.generation === generation && Date.now() < hit.until) {
      this.counts.hits++;
      return hit.answer;
    }
    this.counts.misses++;
    // The next publication is asked before the answer's query, never beside it: a post published between
    // the two would otherwise be missing from the answer and give it a later end.
    const loaded = this.#publicationAfterNow(generation).then((until) => {
      entry.until = until;
      return load();
    });
    const entry: Entry = {
      kind,
      generation,
      until: Number.POSITIVE_INFINITY,
      answer: loaded.then(({ json }) => json),
    };
    // Kept and listed as loading before anything is awaited: the same request arriving meanwhile waits
    // for this answer rather than loading its own, and a comment committed meanwhile is seen.
    this.#entries.set(id, entry, BYTES_PER_CHAR * id.length + ENTRY_BYTES);
    this.#loading.add(entry);
    loaded.then(
      (answer) => this.#settle(id, entry, answer),
      () => this.#settle(id, entry, undefined),
    );
    return entry.answer;
  }

  /**
   * Indexes a loaded entry by its kind and the posts it shows, and counts its bytes; forgets a failed one,
   * or one a change made stale.
   */
  #settle(id: string, entry: Entry, loaded: Loaded | undefined): void {
    this.#loading.delete(entry);
    // Replaced or pushed out while loading.
    if (this.#entries.peek(id) !== entry) return;
    const changed = entry.changedWhileLoading;
    if (!loaded || entry.droppedWhileLoading || loaded.posts.some((post) => changed?.has(post))) {
      this.#entries.delete(id);
      return;
    }
    const { json, posts } = loaded;
    entry.changedWhileLoading = undefined;
    entry.posts = posts;
    this.#showing.add(id, posts);
    const ofKind = this.#ofKind.get(entry.kind);
    if (ofKind) ofKind.add(id);
    else this.#ofKind.set(entry.kind, new Set([id]));
    json.keep((bytes) => {
      if (this.#entries.peek(id) === entry) this.#entries.grow(id, bytes);
    });
    const held = BYTES_PER_CHAR * id.length + json.bytes;
    this.#entries.resize(id, held + ENTRY_BYTES + POST_BYTES * posts.length);
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
