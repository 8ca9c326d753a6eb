import { API_PREFIX, type RouteDef, routes } from '@vigie/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { SharedChange } from './changes.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const routeKey = (route: RouteDef) => `${route.method} ${API_PREFIX}${route.path}`;

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
  ].map(routeKey),
);
const ADD_COMMENT = routeKey(routes.addComment);
type CommentBody = z.output<typeof routes.addComment.body>;

/**
 * What a signed-in request, answered with `status`, may have written that cached answers or sessions
 * show. A refused write wrote nothing (what a failure left behind is still notified), and a comment
 * only its post's comments. Any other write counts as everything, so that a route added later cannot
 * leave its author reading the old answer.
 */
export function changeWritten(request: FastifyRequest, status: number): SharedChange {
  if (request.viewer === undefined || READS.has(request.method) || status >= 400) return 'nothing';
  const route = `${request.method} ${request.routeOptions.url}`;
  if (PRIVATE_WRITES.has(route)) return 'nothing';
  if (route === ADD_COMMENT) return { commentsOf: [(request.body as CommentBody).post_comment.post_id] };
  return 'everything';
}
