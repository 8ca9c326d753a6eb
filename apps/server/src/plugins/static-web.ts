import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../http/errors.ts';
import { appPages } from './app-preloads.ts';
import { SESSION_COOKIE } from './session.ts';
import { loadWebFiles, type WebFile } from './web-files.ts';

/** Scripts only from this origin; inline styles are never needed, embedded sites only in frames. */
const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob: https:",
  "connect-src 'self'",
  "frame-src 'self' https:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

function send(request: FastifyRequest, reply: FastifyReply, file: WebFile, cacheControl: string) {
  reply.header('cache-control', cacheControl).header('etag', file.etag);
  if (!reply.hasHeader('vary')) reply.header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.type(file.type);
  if (file.br && /\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(file.br);
  if (file.gzip && /\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(file.gzip);
  return reply.send(file.body);
}

/**
 * Serves the built PWA on the API's origin: every /app URL gets index.html (the app routes itself),
 * hashed assets are cached for a year, everything else is revalidated (the service worker above all).
 */
export const staticWebPlugin = fp(async (app: FastifyInstance) => {
  const dir = app.config.webDistDir;
  if (!dir) return;
  if (!existsSync(path.join(dir, 'index.html'))) {
    app.log.warn(`No built web app in ${dir}: only the API is served (run npm run build).`);
    return;
  }
  const files = await loadWebFiles(dir);
  const pages = await appPages(dir, files.get('/index.html')!);
  const sendApp = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('content-security-policy', APP_CSP).header('vary', 'accept-encoding, cookie');
    const home = request.url === '/app' || request.url === '/app/';
    const page = !request.cookies[SESSION_COOKIE]
      ? pages.signedOut
      : home
        ? pages.returningHome
        : pages.returning;
    return send(request, reply, page, 'no-cache');
  };

  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect('/app'));
  app.get('/app', { schema: { hide: true } }, sendApp);
  app.get('/app/*', { schema: { hide: true } }, sendApp);
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (request.url.startsWith('/api/')) return reply.callNotFound();
    const file = files.get(request.url.split('?')[0]!);
    if (!file) throw notFound('File');
    const immutable = request.url.startsWith('/assets/');
    return send(request, reply, file, immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  });
});
