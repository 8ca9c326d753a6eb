import net from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { type ProxyTrust, proxyTrust } from '../../src/http/client-address.ts';
import { useTestApp } from '../helpers/app.ts';

/** The address Fastify gives a request that came from `peer` carrying `forwardedFor`. */
async function seenAddress(trust: ProxyTrust, peer: string, forwardedFor?: string): Promise<string> {
  const app = Fastify({ trustProxy: trust });
  app.get('/', async (request) => request.ip);
  const response = await app.inject({
    url: '/',
    remoteAddress: peer,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  await app.close();
  return response.body;
}

describe('TRUST_PROXY', () => {
  it('takes, with a hop count, the address the nearest proxies saw, not one the client wrote', async () => {
    const oneHop = proxyTrust('1');
    expect(await seenAddress(oneHop, '10.0.0.1', '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    expect(await seenAddress(proxyTrust('2'), '10.0.0.1', '6.6.6.6, 203.0.113.9, 10.0.0.2')).toBe(
      '203.0.113.9',
    );
    expect(await seenAddress(oneHop, '10.0.0.1')).toBe('10.0.0.1');
  });

  it('takes, with addresses, the first hop that is not a listed proxy', async () => {
    const listed = proxyTrust('10.0.0.1, 192.168.0.0/16');
    expect(await seenAddress(listed, '10.0.0.1', '6.6.6.6, 203.0.113.9, 192.168.4.4')).toBe('203.0.113.9');
    expect(await seenAddress(listed, '198.51.100.3', '6.6.6.6')).toBe('198.51.100.3');
  });

  it('trusts no one when unset, and refuses "true" and malformed values', async () => {
    for (const unset of [undefined, '', '0'])
      expect(await seenAddress(proxyTrust(unset), '198.51.100.3', '6.6.6.6')).toBe('198.51.100.3');
    expect(() => proxyTrust('true')).toThrow(/hop count/);
    expect(() => proxyTrust('10.0.0.300')).toThrow(/TRUST_PROXY/);
  });
});

describe('the chat WebSocket proxy', () => {
  const heads: string[] = [];
  const prosody = net.createServer((socket) => {
    socket.once('data', (data) => {
      heads.push(data.toString());
      socket.end('HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n');
    });
  });
  const t = useTestApp({ trustProxy: proxyTrust('1') });

  it('names the client by the address it resolved, never by a chain the client wrote', async () => {
    await new Promise<void>((resolve) => prosody.listen(0, '127.0.0.1', resolve));
    const { port } = prosody.address() as net.AddressInfo;
    t.app.chat = { websocketUrl: undefined, apiSecret: undefined, upstreamPort: () => port };
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port: serverPort } = t.app.server.address() as net.AddressInfo;
    const client = net.connect(serverPort, '127.0.0.1');
    client.write(
      'GET /im/ws HTTP/1.1\r\nHost: vigie\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n' +
        'X-Forwarded-For: 6.6.6.6, 203.0.113.9\r\n\r\n',
    );
    await new Promise((resolve) => client.once('data', resolve));
    client.destroy();
    prosody.close();
    expect(heads).toHaveLength(1);
    const forwarded = heads[0]?.split('\r\n').filter((line) => /^x-forwarded-for:/i.test(line));
    expect(forwarded).toEqual(['X-Forwarded-For: 203.0.113.9']);
  });
});
