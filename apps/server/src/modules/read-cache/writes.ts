import { API_PREFIX, routes } from '@vigie/contract';
import type { FastifyRequest } from 'fastify';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Writes to what only their author reads (settings, bookmarks, devices): no cached answer shows it. */
const PRIVATE_WRITES = new Set(
  [
    routes.setBookmark,
    routes.setFocusContact,
    routes.setFocusEntity,
    routes.setFocusTheme,
    routes.setNotifyContact,
    routes.setNotifyEntity,
    routes.setNotifyTheme,
    routes.registerPush,
    routes.unregisterPush,
    routes.pingPush,
  ].map((route) => `${route.method} ${API_PREFIX}${route.path}`),
);

/**
 * Whether a signed-in request may have written something cached answers or sessions show. Any other
 * write counts, so that a route added later cannot leave its author reading the old answer.
 */
export const mayChangeSharedReads = (request: FastifyRequest): boolean =>
  request.viewer !== undefined &&
  !READS.has(request.method) &&
  !PRIVATE_WRITES.has(`${request.method} ${request.routeOptions.url}`);
