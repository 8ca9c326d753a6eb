import { existsSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../http/errors.ts';
import { sessionToken } from '../modules/auth/session-cookie.ts';
import { appCsp, chatConnectSources, runtimeInlineStyles } from './app-csp.ts';
import { appPages } from './app-preloads.ts';
import { homeFirstPaint, loadHomeRenderer } from './home-first-paint.ts';
import { loadWebFiles, type WebFile } from './web-files.ts';

const ENCODINGS = { br: /\bbr\b/, gzip: /\bgzip\b/ };
const accepts = (request: FastifyRequest, encoding: keyof typeof ENCODINGS) =>
  ENCODINGS[encoding].test(String(request.headers['accept-encoding'] ?? ''));

function send(request: FastifyRequest, reply: FastifyReply, file: WebFile, cacheControl: string) {
  reply.header('cache-control', cacheControl).header('etag', file.etag);
  if (!reply.hasHeader('vary')) reply.header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  reply.type(file.type);
  if (file.br && accepts(request, 'br')) return reply.header('content-encoding', 'br').send(file.br);
  if (file.gzip && accepts(request, 'gzip')) return reply.header('content-encoding', 'gzip').send(file.gzip);
  return reply.send(file.body);
}

/** A page made for this request: compressed now, cheaply, and kept by no shared cache. */
function sendPersonal(request: FastifyRequest, reply: FastifyReply, html: string) {
  reply.header('cache-control', 'private, no-cache').type('text/html; charset=utf-8');
  if (accepts(request, 'br'))
    return reply
      .header('content-encoding', 'br')
      .send(brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }));
  if (accepts(request, 'gzip')) return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
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
  const index = files.get('/index.html')!;
  const renderer = await loadHomeRenderer(dir);
  const pages = await appPages(dir, index, renderer?.css);
  const paintHome = renderer && homeFirstPaint(app, pages.paintedHome, renderer.renderHome);
  const csp = appCsp(
    [index.body.toString(), pages.paintedHome],
    await runtimeInlineStyles(dir),
    chatConnectSources(app.config.xmppWebsocketUrl),
  );
  const sendApp = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('content-security-policy', csp).header('vary', 'accept-encoding, cookie');
    const home = request.url === '/app' || request.url === '/app/';
    const signedIn = Boolean(sessionToken(request));
    const painted = signedIn && home && paintHome ? await paintHome(request) : null;
    if (painted) return sendPersonal(request, reply, painted);
    const page = !signedIn ? pages.signedOut : home ? pages.returningHome : pages.returning;
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
    // The service worker precaches /index.html and answers navigations with it, headers included.
    if (file.type.startsWith('text/html')) reply.header('content-security-policy', csp);
    return send(request, reply, file, immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  });
});
