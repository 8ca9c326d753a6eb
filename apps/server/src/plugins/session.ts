import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sessionRejected } from '../http/errors.ts';
import type { Viewer } from '../modules/access/viewer.ts';
import { authenticate } from '../modules/auth/service.ts';
import { sessionToken } from '../modules/auth/session-cookie.ts';

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | undefined;
  }
  interface FastifyContextConfig {
    auth?: boolean;
  }
}

/** Resolves the session cookie before anything else, so a signed-out call gets 406 whatever its input. */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(cookie);
  app.decorateRequest('viewer', undefined);
  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.config.auth) return;
    request.viewer = await authenticate(app.db, app.readCache.sessions, sessionToken(request));
    if (!request.viewer) throw sessionRejected();
  });
});
