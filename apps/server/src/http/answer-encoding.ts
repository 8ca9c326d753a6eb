import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';

/** Encodings answers are compressed in, preferred first, and below what size they are sent as they are. */
export const ANSWER_ENCODINGS = ['br', 'gzip'] as const;
export type AnswerEncoding = (typeof ANSWER_ENCODINGS)[number];
export const COMPRESS_FROM_BYTES = 1024;
/** Brotli at quality 4 costs less CPU than gzip -6 for a better ratio. */
export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
export const GZIP_OPTIONS = { level: 6 };

export const compress: Record<AnswerEncoding, (text: string) => Buffer> = {
  br: (text) => brotliCompressSync(text, BROTLI_OPTIONS),
  gzip: (text) => gzipSync(text, GZIP_OPTIONS),
};

/** `*` and `x-gzip` stand for gzip, as for the compression plugin. */
const GZIP_ALIASES = /\*|x-gzip/g;

/** The encoding the request accepts best among ours, or none. */
export function acceptedEncoding(request: FastifyRequest): AnswerEncoding | undefined {
  const header = request.headers['accept-encoding'];
  if (header === undefined || request.headers['x-no-compression'] !== undefined) return undefined;
  const chosen = negotiate(header.toLowerCase().replace(GZIP_ALIASES, 'gzip'), [...ANSWER_ENCODINGS]);
  return chosen ?? undefined;
}
