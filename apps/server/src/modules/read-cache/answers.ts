import type { Generation } from './generation.ts';
import { Lru } from './lru.ts';

const CAPACITY = 3_000;

interface Entry {
  generation: number;
  /** When the next scheduled post becomes visible: the answer may lack it from then on. */
  until: number;
  answer: Promise<unknown>;
}

/**
 * Answers shared by every viewer who may see the same things: the caller's key must hold everything the
 * answer depends on besides the database (route, audience, parameters), and the answer nothing personal.
 * Failures (a 404) are not kept.
 */
export class AnswerCache {
  readonly #entries = new Lru<Entry>(CAPACITY);
  #nextPublication: { generation: number; at: Promise<number> } | undefined;

  constructor(
    private readonly generation: Generation,
    private readonly findNextPublication: () => Promise<Date | undefined>,
  ) {}

  async remember<T>(key: readonly unknown[], load: () => Promise<T>): Promise<T> {
    const generation = this.generation.current;
    if (generation === undefined) return load();
    const id = JSON.stringify(key);
    const hit = this.#entries.get(id);
    if (hit && hit.generation === generation && Date.now() < hit.until) return hit.answer as Promise<T>;
    // Asked before the answer's query, never beside it: a post published between the two would
    // otherwise be missing from the answer and give it a later end.
    const until = await this.#publicationAfterNow(generation);
    const answer = load();
    this.#entries.set(id, { generation, until, answer });
    answer.catch(() => {
      if (this.#entries.peek(id)?.answer === answer) this.#entries.delete(id);
    });
    return answer;
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
