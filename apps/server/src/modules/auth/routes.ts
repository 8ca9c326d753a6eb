import { routes } from '@vigie/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { toAccount } from '../users/service.ts';
import * as auth from './service.ts';
import { clearSessionCookie, sessionToken, setSessionCookie } from './session-cookie.ts';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, readCache } = app;

  route(app, routes.logIn, async ({ body, request, reply }) => {
    const { user, token, expiresAt } = await auth.logIn(db, body, request.ip, config.sessionTtlMs);
    setSessionCookie(request, reply, token, expiresAt);
    return toAccount(user);
  });

  route(app, routes.logOut, async ({ request, reply }) => {
    await auth.logOut(db, readCache.sessions, sessionToken(request));
    clearSessionCookie(request, reply);
    return undefined;
  });
}
