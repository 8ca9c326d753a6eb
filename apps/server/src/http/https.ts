import type { FastifyRequest } from 'fastify';

/**
 * Whether the browser reached us over https: TLS on our own socket, a trusted proxy's
 * X-Forwarded-Proto, or a public address that is https (a TLS proxy we were not told to trust).
 */
export const reachedOverHttps = (request: FastifyRequest): boolean =>
  request.protocol === 'https' || !!request.server.config.publicOrigin?.startsWith('https:');

/** Where users reach this site, for links shown to them: `PUBLIC_URL`, else the address asked. */
export const siteOrigin = (request: FastifyRequest): string =>
  request.server.config.publicOrigin ?? `${request.protocol}://${request.host}`;
