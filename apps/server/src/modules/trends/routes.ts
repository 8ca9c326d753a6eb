import { routes } from '@vigie/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { trends } from './service.ts';

export async function trendRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  route(app, routes.trends, async ({ viewer, query }) => trends(db, viewer, query.days));
}
