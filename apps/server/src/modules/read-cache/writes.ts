import { API_PREFIX, type RouteDef, routes } from '@vigie/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { postsChanged, type SharedChange } from './changes.ts';

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
const PUBLISH_POST = routeKey(routes.publishPost);
/** The newsroom's writes to one existing post, named by the route's `id`. */
const POST_WRITES = new Set([routes.updatePost, routes.retractPost].map(routeKey));

/**
 * What a signed-in request, answered with `status`, may have written that cached answers or sessions
 * show. A refused write wrote nothing (what a failure left behind is still notified), a comment only its
 * post's comments, a new post the lists, and the newsroom's change to a post that post and the lists.
 * Any other write counts as everything, so that a route added later cannot leave its author reading the
 * old answer.
 */
export function changeWritten(request: FastifyRequest, status: number): SharedChange {
  if (request.viewer === undefined || READS.has(request.method) || status >= 400) return 'nothing';
  const route = `${request.method} ${request.routeOptions.url}`;
  if (PRIVATE_WRITES.has(route)) return 'nothing';
  if (route === ADD_COMMENT) return { posts: [(request.body as CommentBody).post_comment.post_id] };
  if (route === PUBLISH_POST) return postsChanged([]);
  if (POST_WRITES.has(route)) return postsChanged([(request.params as { id: string }).id]);
  return 'everything';
}
