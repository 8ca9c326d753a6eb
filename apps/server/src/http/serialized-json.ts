import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AnswerEncoding, acceptedEncoding, COMPRESS_FROM_BYTES, compress } from './answer-encoding.ts';

/**
 * An answer already checked against its route's schema and turned into JSON: sent as it is, or as the
 * copy compressed for the encoding asked, made once.
 */
export class SerializedJson {
  readonly #compressed = new Map<AnswerEncoding, Buffer>();
  /**
   * The JSON as text until the answer is kept, then as its UTF-8 bytes in place of the text: sent as a
   * string, it was measured and encoded again for each request (4.4 % of a cached post's CPU).
   */
  #body: string | Buffer;
  #bytes: number | undefined;
  /** Set by the read cache for an answer it keeps: hears of each compressed copy made, with its size. */
  #onCompressed: ((bytes: number) => void) | undefined;

  constructor(json: string) {
    this.#body = json;
  }

  /** The JSON as sent, text or bytes. */
  get body(): string | Buffer {
    return this.#body;
  }

  /** The JSON's size in UTF-8. */
  get bytes(): number {
    this.#bytes ??= Buffer.byteLength(this.#body);
    return this.#bytes;
  }

  /**
   * The answer is kept for many requests: its copies are compressed harder, and counted by `onCompressed`.
   * Its bytes get their own memory, not a slice of Node.js's shared pool that would hold 8 kB per answer.
   */
  keep(onCompressed: (bytes: number) => void): void {
    this.#onCompressed = onCompressed;
    if (typeof this.#body !== 'string') return;
    const bytes = Buffer.allocUnsafeSlow(this.bytes);
    bytes.write(this.#body);
    this.#body = bytes;
  }

  compressed(encoding: AnswerEncoding): Buffer {
    let copy = this.#compressed.get(encoding);
    if (copy === undefined) {
      copy = compress[this.#onCompressed ? 'kept' : 'fresh'][encoding](this.#body);
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
  if (encoding === undefined || answer.bytes < COMPRESS_FROM_BYTES) return reply.send(answer.body);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  return reply.header('content-encoding', encoding).send(answer.compressed(encoding));
}
