import { routes } from '@vigie/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { addComment, listPostComments } from './service.ts';

export async function commentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  route(app, routes.listComments, async ({ viewer, params }) => listPostComments(db, viewer, params.id));
  route(app, routes.addComment, async ({ viewer, body }) =>
    addComment(db, viewer, body.post_comment.post_id, body.post_comment.body, body.post_comment.client_id),
  );
}
