import { routes } from '@vigie/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { getContact, getEntity, listContacts, listEntities } from './service.ts';
import { getTheme, themeTree } from './theme-service.ts';

export async function poiRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  route(app, routes.listContacts, async ({ viewer, query }) => listContacts(db, viewer, query.search));
  route(app, routes.getContact, async ({ viewer, params }) => getContact(db, viewer, params.id));
  route(app, routes.listEntities, async ({ viewer, query }) => listEntities(db, viewer, query.search));
  route(app, routes.getEntity, async ({ viewer, params }) => getEntity(db, viewer, params.id));
  route(app, routes.themeTree, async ({ viewer }) => themeTree(db, viewer));
  route(app, routes.getTheme, async ({ viewer, params }) => getTheme(db, viewer, params.id));
}
