import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sessionRejected } from '../http/errors.ts';
import { reachedOverHttps } from '../http/https.ts';
import type { Viewer } from '../modules/access/viewer.ts';
import { authenticate } from '../modules/auth/service.ts';

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

/**
 * Over TLS, or behind a public https address, the cookie is Secure and takes the `__Host-` prefix, which
 * browsers only accept from this very host, so a sibling subdomain cannot plant a session of its own.
 */
function sessionCookie(request: FastifyRequest): { name: string; secure: boolean } {
  const secure = reachedOverHttps(request);
  return { name: secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE, secure };
}

export const sessionToken = (request: FastifyRequest): string | undefined =>
  request.cookies[sessionCookie(request).name];

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expires: Date,
): void {
  const { name, secure } = sessionCookie(request);
  reply.setCookie(name, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', expires });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  const { name, secure } = sessionCookie(request);
  reply.clearCookie(name, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
