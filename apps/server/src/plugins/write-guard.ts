import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** `none` is a navigation the user made themselves (typed address, bookmark). */
const FETCH_SITES_ALLOWED = new Set(['same-origin', 'none']);

/**
 * Refuses writes another site could make a browser send (CSRF), whatever the path's spelling: the
 * router decodes `%61pi` into `api`, so the guard looks at the method alone.
 * - A write must be JSON or carry X-Requested-With, which a cross-site form cannot send.
 * - A browser that says the call is cross-site (`Sec-Fetch-Site`) or names a foreign `Origin` is
 *   refused. Clients that send neither header are not browsers and keep working.
 */
export const writeGuardPlugin = fp(async (app: FastifyInstance) => {
  const { publicOrigin } = app.config;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (isCrossSite(request, publicOrigin))
      throw new HttpError(403, 'cross_site_request', 'Writes are accepted from this site only');
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

function isCrossSite(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return !FETCH_SITES_ALLOWED.has(site);
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return origin !== publicOrigin && origin !== `${request.protocol}://${request.host}`;
}
