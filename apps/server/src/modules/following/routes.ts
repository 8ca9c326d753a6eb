import { routes } from '@vigie/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { listFollowed, suggest, toggle } from './service.ts';

/** Each set/unset route: the kind of item and the flag it turns. */
const TOGGLES = [
  [routes.setFocusContact, 'contact', 'focus_enabled'],
  [routes.setFocusEntity, 'entity', 'focus_enabled'],
  [routes.setFocusTheme, 'theme', 'focus_enabled'],
  [routes.setNotifyContact, 'contact', 'notification_enabled'],
  [routes.setNotifyEntity, 'entity', 'notification_enabled'],
  [routes.setNotifyTheme, 'theme', 'notification_enabled'],
] as const;

export async function followingRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  route(app, routes.focusContacts, async ({ viewer }) => listFollowed(db, viewer, 'contact'));
  route(app, routes.focusEntities, async ({ viewer }) => listFollowed(db, viewer, 'entity'));
  route(app, routes.focusThemes, async ({ viewer }) => listFollowed(db, viewer, 'theme'));
  // Per reader (what they follow is left out), so never in the shared read cache.
  route(app, routes.focusSuggestions, async ({ viewer }) => suggest(db, viewer));

  for (const [def, kind, column] of TOGGLES) {
    // docs/product.md §8.1: JSON when the flag is set, otherwise 204.
    route(app, def, async ({ viewer, params, reply }) => {
      const setting = await toggle(db, viewer, kind, params.id, column, params.flag);
      return setting ?? reply.code(204).send();
    });
  }
}
