import { routes } from '@vigie/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { readMarkers, saveMarkers } from './service.ts';

/** Read markers are personal: never in the shared read cache (modules/read-cache). */
export async function markerRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  route(app, routes.markers, async ({ viewer, query }) => readMarkers(db, viewer, query['timeline[]']));
  route(app, routes.saveMarkers, async ({ viewer, body }) => saveMarkers(db, viewer, body));
}
