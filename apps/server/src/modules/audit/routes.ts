import { routes } from '@vigie/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { auditPage } from './service.ts';

export async function auditRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  route(app, routes.auditLog, async ({ viewer, query }) => auditPage(db, viewer, query));
}
