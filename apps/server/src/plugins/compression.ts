import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  ANSWER_ENCODINGS,
  BROTLI_OPTIONS,
  COMPRESS_FROM_BYTES,
  GZIP_OPTIONS,
} from '../http/answer-encoding.ts';

/**
 * Compresses API answers of 1 KB or more: a feed page is about 25 KB of JSON and 6 KB compressed, which
 * matters on mobile networks (settings in `http/answer-encoding.ts`). Answers already in JSON arrive
 * compressed by `http/serialized-json.ts`, which keeps the copy with a cached answer, and the web files
 * precompressed (`web-files.ts`): this plugin leaves alone what has its Content-Encoding set.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    threshold: COMPRESS_FROM_BYTES,
    encodings: [...ANSWER_ENCODINGS],
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
  });
});
