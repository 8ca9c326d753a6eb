import { routes } from '@vigie/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { sessionToken } from '../auth/session-cookie.ts';
import * as preferences from './preferences.ts';
import * as push from './service.ts';

export async function pushRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const kit = push.pushKit(db, config, app.pushAgent);
  const policy = push.pushAddressPolicy(config);

  route(app, routes.vapidPublicKey, async () => ({ public_key: (await kit.keys()).publicKey }));

  route(app, routes.registerPush, async ({ viewer, body, request }) => {
    await push.registerDevice(db, policy, viewer, sessionToken(request), body.subscription, body.lang);
    return undefined;
  });

  route(app, routes.unregisterPush, async ({ viewer, body }) => {
    await push.unregisterDevice(db, viewer, body.subscription.endpoint);
    return undefined;
  });

  route(app, routes.pingPush, async ({ viewer, request }) =>
    push.ping(db, await kit.sender(), viewer, request.log),
  );

  route(app, routes.pushSchedule, async ({ viewer }) => preferences.scheduleOf(db, viewer));
  route(app, routes.setPushSchedule, async ({ viewer, body }) => preferences.setSchedule(db, viewer, body));
}
