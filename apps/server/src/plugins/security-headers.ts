import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { reachedOverHttps } from '../http/https.ts';

/** Two years, the preload list's minimum. */
const HSTS = 'max-age=63072000; includeSubDomains';
/** Powerful features the app never uses, so an injected script or embedded page cannot either. */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'browsing-topics=()',
].join(', ');

export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (reachedOverHttps(request)) reply.header('strict-transport-security', HSTS);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
});
