import { routes } from '@vigie/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { setStance, stanceGrid } from './service.ts';

export async function stanceRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  route(app, routes.stanceGrid, async ({ viewer, query }) =>
    stanceGrid(db, viewer, query.item_type, query.item_id),
  );
  route(app, routes.setStance, async ({ viewer, body }) => setStance(db, viewer, body));
}
