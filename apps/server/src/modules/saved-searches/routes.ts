import { routes } from '@vigie/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import * as saved from './service.ts';

const TOGGLES = [
  [routes.setFocusSavedSearch, 'focus_enabled'],
  [routes.setNotifySavedSearch, 'notification_enabled'],
] as const;

export async function savedSearchRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  route(app, routes.savedSearches, async ({ viewer }) => saved.listSaved(db, viewer));
  route(app, routes.createSavedSearch, async ({ viewer, body }) =>
    saved.saveSearch(db, viewer, body.saved_search),
  );
  route(app, routes.deleteSavedSearch, async ({ viewer, params }) => {
    await saved.forget(db, viewer, params.id);
    return undefined;
  });
  for (const [def, column] of TOGGLES) {
    route(app, def, async ({ viewer, params, reply }) => {
      const setting = await saved.toggle(db, viewer, params.id, column, params.flag);
      return setting ?? reply.code(204).send();
    });
  }
}
