import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sessionRejected } from '../http/errors.ts';
import { authenticate } from '../modules/auth/service.ts';
import type { Viewer } from '../modules/auth/viewer.ts';

export const SESSION_COOKIE = 'vigie_session';

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

export const sessionToken = (request: FastifyRequest): string | undefined => request.cookies[SESSION_COOKIE];

export function setSessionCookie(reply: FastifyReply, token: string, expires: Date, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', expires });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
