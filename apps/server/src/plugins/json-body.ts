import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The web client sends JSON headers on every call, so a bodiless POST arrives as `application/json`
 * with an empty body: that is accepted.
 */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    parseJson(request, text, done);
  });
});
