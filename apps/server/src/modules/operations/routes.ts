import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createMetrics } from './metrics.ts';
import { readinessCheck } from './readiness.ts';

/**
 * Liveness, readiness and metrics for operators (docs/product.md §10.19): outside the API, hidden from
 * its OpenAPI document.
 */
export const operationsPlugin = fp(async (app: FastifyInstance) => {
  app.get('/api/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  const readiness = readinessCheck(app.db);
  app.get('/api/ready', { schema: { hide: true } }, async (_request, reply) => {
    const state = await readiness();
    if (state.ready) return { status: 'ready' };
    const message =
      state.reason === 'database_unavailable'
        ? 'The database does not answer'
        : 'Migrations are not applied yet';
    return reply.code(503).send({ error: state.reason, message });
  });

  const token = app.config.metricsToken;
  if (!token) return;
  const registry = createMetrics(app);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    // Refused exactly as a route that does not exist: the endpoint is not advertised.
    if (!bearerMatches(request, token)) return reply.callNotFound();
    return reply.type(registry.contentType).send(await registry.metrics());
  });
});

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
