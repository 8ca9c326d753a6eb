import type { RouteDef } from '@vigie/contract';
import type { z } from 'zod';
import { SerializedJson } from '../../http/serialized-json.ts';
import { countAudience } from '../access/confidentiality.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { Generation } from './generation.ts';
import { Lru } from './lru.ts';

const CAPACITY = 3_000;

interface Entry {
  generation: number;
  /** When the next scheduled post becomes visible: the answer may lack it from then on. */
  until: number;
  answer: Promise<SerializedJson>;
}

/**
 * Answers shared by every viewer who may see the same things: the caller's key must hold everything the
 * answer depends on besides the database (route, audience, parameters), and the answer nothing personal.
 * They are kept as JSON, checked against the route's schema once, as the serializer would on each
 * request: a hit then costs no validation and no stringify. Failures (a 404) are not kept.
 */
export class AnswerCache {
  readonly #entries = new Lru<Entry>(CAPACITY);
  #nextPublication: { generation: number; at: Promise<number> } | undefined;

  constructor(
    private readonly generation: Generation,
    private readonly findNextPublication: () => Promise<Date | undefined>,
  ) {}

  /** A route's answer for the viewer's audience: `parts` are the parameters it depends on. */
  forAudience(
    def: RouteDef & { success: { body: z.ZodType } },
    viewer: Viewer,
    parts: readonly unknown[],
    load: () => Promise<unknown>,
  ): Promise<SerializedJson> {
    return this.#remember([def.method, def.path, countAudience(viewer), ...parts], def.success.body, load);
  }

  async #remember(
    key: readonly unknown[],
    schema: z.ZodType,
    load: () => Promise<unknown>,
  ): Promise<SerializedJson> {
    const serialize = async () => new SerializedJson(JSON.stringify(schema.parse(await load())));
    const generation = this.generation.current;
    if (generation === undefined) return serialize();
    const id = JSON.stringify(key);
    const hit = this.#entries.get(id);
    if (hit && hit.generation === generation && Date.now() < hit.until) return hit.answer;
    // Asked before the answer's query, never beside it: a post published between the two would
    // otherwise be missing from the answer and give it a later end.
    const until = await this.#publicationAfterNow(generation);
    const answer = serialize();
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
