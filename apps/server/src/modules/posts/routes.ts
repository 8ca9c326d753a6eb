import { routes } from '@vigie/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import * as posts from './service.ts';

export async function postRoutes(app: FastifyInstance): Promise<void> {
  const { db, readCache } = app;
  route(app, routes.normalFeed, async ({ viewer, query }) =>
    posts.normalFeed(db, readCache.answers, viewer, query),
  );
  route(app, routes.focusFeed, async ({ viewer, query }) => posts.focusFeed(db, viewer, query));
  route(app, routes.authorFeed, async ({ viewer, query }) => posts.authorFeed(db, viewer, query));
  route(app, routes.customFeed, async ({ viewer, query }) => posts.customFeed(db, viewer, query));
  route(app, routes.searchPosts, async ({ viewer, query }) => posts.search(db, viewer, query));
  route(app, routes.getPost, async ({ viewer, params }) =>
    posts.getPost(db, readCache.answers, viewer, params.id),
  );
}
