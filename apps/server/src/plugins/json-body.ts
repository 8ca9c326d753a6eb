import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The web client sends JSON headers on every call, so a bodiless POST arrives as
 * `application/json` with an empty body: that is accepted. A mutation must be JSON or carry
 * X-Requested-With, which a cross-site form cannot send (CSRF).
 */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    parseJson(request, text, done);
  });
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const json = (request.headers['content-type'] ?? '').startsWith('application/json');
    if (!json && !request.headers['x-requested-with']) {
      throw new HttpError(
        415,
        'unsupported_media_type',
        'Send application/json, or the X-Requested-With header',
      );
    }
  });
});
