import { routes } from '@vigie/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { digestOf } from './service.ts';

export async function digestRoutes(app: FastifyInstance): Promise<void> {
  // Personal (what the reader follows): never in the shared read cache.
  route(app, routes.digest, async ({ viewer }) => digestOf(app.db, viewer));
}
