import { routes } from '@vigie/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { publishPost } from './service.ts';

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  route(app, routes.publishPost, async ({ viewer, body }) => publishPost(db, viewer, body.post));
}
