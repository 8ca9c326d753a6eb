import { routes } from '@vigie/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { mergeItems } from './merge.ts';
import { createItem, getItem, linkCategories, listAffiliations, updateItem } from './service.ts';
import { createTheme, getTheme, updateTheme } from './themes.ts';

export async function directoryRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  route(app, routes.directoryContact, async ({ viewer, params }) =>
    getItem(db, viewer, 'contact', params.id),
  );
  route(app, routes.createContact, async ({ viewer, body }) =>
    createItem(db, viewer, 'contact', body.contact),
  );
  route(app, routes.updateContact, async ({ viewer, params, body }) =>
    updateItem(db, viewer, 'contact', params.id, body.contact),
  );
  route(app, routes.mergeContacts, async ({ viewer, params, body }) =>
    mergeItems(db, viewer, 'contact', params.id, body.duplicate_id),
  );

  route(app, routes.directoryEntity, async ({ viewer, params }) => getItem(db, viewer, 'entity', params.id));
  route(app, routes.createEntity, async ({ viewer, body }) => createItem(db, viewer, 'entity', body.entity));
  route(app, routes.updateEntity, async ({ viewer, params, body }) =>
    updateItem(db, viewer, 'entity', params.id, body.entity),
  );
  route(app, routes.mergeEntities, async ({ viewer, params, body }) =>
    mergeItems(db, viewer, 'entity', params.id, body.duplicate_id),
  );

  route(app, routes.directoryTheme, async ({ viewer, params }) => getTheme(db, viewer, params.id));
  route(app, routes.createTheme, async ({ viewer, body }) => createTheme(db, viewer, body.theme));
  route(app, routes.updateTheme, async ({ viewer, params, body }) =>
    updateTheme(db, viewer, params.id, body.theme),
  );

  route(app, routes.listAffiliations, async ({ viewer }) => listAffiliations(db, viewer));
  route(app, routes.linkCategories, async ({ viewer }) => linkCategories(db, viewer));
}
