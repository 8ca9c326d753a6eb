import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { clientAddress } from '../http/client-address.ts';
import { CHAT_WEBSOCKET_PATH } from '../modules/chat/runtime.ts';

/** Where Prosody's mod_websocket listens. */
const PROSODY_WEBSOCKET_PATH = '/xmpp-websocket';

/**
 * The chat WebSocket (`/im/ws`) is the local Prosody's, on this server's origin: the upgrade request is
 * handed to Prosody's HTTP port with its path rewritten, then bytes flow both ways untouched.
 */
export const websocketProxyPlugin = fp(async (app: FastifyInstance) => {
  const tunnels = new Set<Duplex>();
  app.server.on('upgrade', (request: IncomingMessage, client: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://upgrade');
    if (url.pathname !== CHAT_WEBSOCKET_PATH) return refuse(client, '404 Not Found');
    const port = app.chat?.upstreamPort();
    if (port === undefined) return refuse(client, '503 Service Unavailable');

    const upstream = net.connect(port, '127.0.0.1');
    tunnels.add(client);
    const close = () => {
      tunnels.delete(client);
      client.destroy();
      upstream.destroy();
    };
    for (const side of [client, upstream]) side.on('error', close).on('close', close);
    upstream.once('connect', () => {
      upstream.setNoDelay(true);
      const address = clientAddress(request, app.config.trustProxy);
      upstream.write(requestHead(request, PROSODY_WEBSOCKET_PATH + url.search, address));
      if (head.length > 0) upstream.write(head);
      client.pipe(upstream).pipe(client);
    });
  });
  // Upgraded connections are not the HTTP server's to close: closing it would wait for them forever.
  app.addHook('preClose', async () => {
    for (const client of tunnels) client.destroy();
  });
});

function refuse(client: Duplex, status: string): void {
  client.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * The request line and headers as received, at another path, naming the client for Prosody's logs and
 * limits: only by the address this server resolved, never by a chain the client could have written.
 */
function requestHead(request: IncomingMessage, path: string, forwardedFor: string): string {
  const lines = [`${request.method} ${path} HTTP/${request.httpVersion}`];
  const raw = request.rawHeaders;
  for (let i = 0; i < raw.length; i += 2)
    if (raw[i]?.toLowerCase() !== 'x-forwarded-for') lines.push(`${raw[i]}: ${raw[i + 1]}`);
  lines.push(`X-Forwarded-For: ${forwardedFor}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}
