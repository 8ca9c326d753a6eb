import { routes } from '@vigie/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { trendFeed, trends } from './service.ts';

export async function trendRoutes(app: FastifyInstance): Promise<void> {
  const { db, readCache } = app;

  // Shared by audience in memory until the next refresh rewrites trend_answers (modules/read-cache).
  // Trends count citations, not comments: no comment drops them.
  const noPosts = () => [];
  route(app, routes.trends, async ({ viewer, query }) =>
    readCache.answers.forAudience(
      routes.trends,
      'trends',
      viewer,
      [query.days],
      () => trends(db, viewer, query.days),
      noPosts,
    ),
  );
  route(app, routes.trendFeed, async ({ viewer, params, query }) =>
    trendFeed(db, viewer, params.type, params.id, query),
  );
}
