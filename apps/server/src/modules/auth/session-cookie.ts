import type { FastifyReply, FastifyRequest } from 'fastify';
import { reachedOverHttps } from '../../http/https.ts';

export const SESSION_COOKIE = 'vigie_session';

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
