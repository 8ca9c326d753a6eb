import { routes } from '@vigie/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { retractPost, updatePost } from './edit.ts';
import { createPost, getEditable, listNewsroom } from './service.ts';

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  route(app, routes.publishPost, async ({ viewer, body }) => createPost(db, viewer, body.post, body.status));
  route(app, routes.newsroomPosts, async ({ viewer, query }) => listNewsroom(db, viewer, query));
  route(app, routes.newsroomPost, async ({ viewer, params }) => getEditable(db, viewer, params.id));
  route(app, routes.updatePost, async ({ viewer, params, body }) => updatePost(db, viewer, params.id, body));
  route(app, routes.retractPost, async ({ viewer, params }) => retractPost(db, viewer, params.id));
}
