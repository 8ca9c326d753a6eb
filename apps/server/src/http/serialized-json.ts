import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AnswerEncoding, acceptedEncoding, COMPRESS_FROM_BYTES, compress } from './answer-encoding.ts';

/**
 * An answer already checked against its route's schema and turned into JSON: sent as it is, or as the
 * copy compressed for the encoding asked, made once.
 */
export class SerializedJson {
  readonly #compressed = new Map<AnswerEncoding, Buffer>();
  #bytes: number | undefined;
  /** Set by the read cache for an answer it keeps: hears of each compressed copy made, with its size. */
  #onCompressed: ((bytes: number) => void) | undefined;

  constructor(readonly json: string) {}

  /** The JSON's size in UTF-8. */
  get bytes(): number {
    this.#bytes ??= Buffer.byteLength(this.json);
    return this.#bytes;
  }

  /** The answer is kept for many requests: its copies are compressed harder, and counted by `onCompressed`. */
  keep(onCompressed: (bytes: number) => void): void {
    this.#onCompressed = onCompressed;
  }

  compressed(encoding: AnswerEncoding): Buffer {
    let copy = this.#compressed.get(encoding);
    if (copy === undefined) {
      copy = compress[this.#onCompressed ? 'kept' : 'fresh'][encoding](this.json);
      this.#compressed.set(encoding, copy);
      this.#onCompressed?.(copy.length);
    }
    return copy;
  }
}

/**
 * Sends an answer already in JSON, compressed as the request accepts. The compressed copy is kept with
 * the answer: a cached feed page, compressed for each browser that asks (all do), cost the server 9 times
 * what the page cost uncompressed. The compression plugin leaves an answer whose encoding is set alone.
 */
export function sendJson(request: FastifyRequest, reply: FastifyReply, answer: SerializedJson) {
  reply.type('application/json; charset=utf-8');
  // The encoding first: a client that accepts none costs no measure of the answer's size.
  const encoding = acceptedEncoding(request);
  if (encoding === undefined || answer.bytes < COMPRESS_FROM_BYTES) return reply.send(answer.json);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  return reply.header('content-encoding', encoding).send(answer.compressed(encoding));
}
