import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ipaddr from 'ipaddr.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AddressPolicy,
  publicOnly,
  type Resolver,
} from '../../src/modules/iframe-check/address-policy.ts';
import { checkIframable } from '../../src/modules/iframe-check/service.ts';
import { useTestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { call, signIn } from '../helpers/http.ts';

const t = useTestApp();

const servers: http.Server[] = [];
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** An HTTP server on 127.0.0.1 that records every request, closed after the file's tests. */
async function serve(handler: (request: http.IncomingMessage, response: http.ServerResponse) => void) {
  const seen: http.IncomingMessage[] = [];
  const server = http.createServer((request, response) => {
    seen.push(request);
    handler(request, response);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { port, origin: `http://127.0.0.1:${port}`, seen };
}
type LocalServer = Awaited<ReturnType<typeof serve>>;

/** Strict, except for 127.0.0.1 on the given ports. */
const allowing =
  (...ports: number[]): AddressPolicy =>
  (address, port) =>
    publicOnly(address, port) || (address.toString() === '127.0.0.1' && ports.includes(port));

describe('GET /check_iframable', () => {
  const check = (url: string, session?: string) =>
    call(t.app, 'GET', `/check_iframable?url=${encodeURIComponent(url)}`, session);
  const newSession = async () => signIn(t.app, (await createUser(t.db)).email);

  it.each([
    'https://user:secret@example.org/',
    'ftp://example.org/',
    'javascript:alert(1)',
    '/relative/path',
    'not a url',
    '',
  ])('refuses %j with a 400 naming querystring.url', async (url) => {
    const response = await check(url, await newSession());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'validation_error',
      message: expect.stringMatching(/^querystring\.url/),
    });
  });

  describe('a private or internal address', () => {
    let cookie: string;
    let unreachable: { status: number; body: string };
    beforeAll(async () => {
      cookie = await newSession();
      const response = await check('http://nothing-here.invalid/', cookie);
      unreachable = { status: response.statusCode, body: response.body };
    });

    it.each([
      'http://127.0.0.1/',
      'http://10.1.2.3/',
      'http://172.20.0.1/',
      'http://192.168.1.1/',
      'http://169.254.169.254/latest/meta-data',
      'http://100.64.0.1/',
      'http://0.0.0.0/',
      'http://224.0.0.1/',
      'http://255.255.255.255/',
      'http://240.0.0.1/',
      'http://2130706433/',
      'http://[::1]/',
      'http://[::]/',
      'http://[fe80::1]/',
      'http://[fd00::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[::ffff:169.254.169.254]/',
      'http://[::127.0.0.1]/',
      'http://localhost/',
      'http://localhost:5432/',
    ])('%s answers exactly as a name that does not resolve', async (url) => {
      expect(unreachable).toEqual({ status: 200, body: JSON.stringify({ status: 'unreachable' }) });
      const response = await check(url, cookie);
      expect({ status: response.statusCode, body: response.body }).toEqual(unreachable);
    });
  });

  it('allows 30 checks a minute to each user, then answers 429 with Retry-After', async () => {
    const [busy, other] = [await newSession(), await newSession()];
    for (let n = 0; n < 30; n++) expect((await check('http://127.0.0.1/', busy)).statusCode).toBe(200);
    const refused = await check('https://example.org/', busy);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json()).toMatchObject({ error: 'too_many_requests', message: expect.any(String) });
    expect((await check('http://127.0.0.1/', other)).statusCode).toBe(200);
  });

  it('answers 406 without a session', async () => {
    const response = await check('https://example.org/');
    expect(response.statusCode).toBe(406);
    expect(response.json()).toMatchObject({ error: 'session_rejected' });
  });
});

describe('publicOnly', () => {
  it('accepts public unicast addresses only', () => {
    const verdict = (address: string) => publicOnly(ipaddr.process(address), 80);
    expect(verdict('93.184.215.14')).toBe(true);
    expect(verdict('2606:4700::6810:84e5')).toBe(true);
    for (const address of [
      '172.31.255.255',
      '198.51.100.7',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1',
      '2002:a00:1::1',
    ])
      expect(verdict(address), address).toBe(false);
  });
});

describe('checkIframable', () => {
  /** Raw header lists, so a header can repeat. */
  const PAGES: Record<string, string[]> = {
    '/deny': ['x-frame-options', 'DENY'],
    '/sameorigin': ['x-frame-options', 'sameorigin'],
    '/allow-from': ['x-frame-options', 'ALLOW-FROM https://partner.example'],
    '/unknown-option': ['x-frame-options', 'ALLOWALL'],
    '/ancestors-none': ['content-security-policy', "default-src 'self'; frame-ancestors 'none'"],
    '/ancestors-self': ['content-security-policy', "frame-ancestors 'self' https://partner.example"],
    '/ancestors-any': ['content-security-policy', "default-src 'self'; frame-ancestors *"],
    '/two-policies': [
      'content-security-policy',
      'frame-ancestors *',
      'content-security-policy',
      "frame-ancestors 'self'",
    ],
    '/report-only': ['content-security-policy-report-only', "frame-ancestors 'none'"],
    '/no-ancestors': ['content-security-policy', "default-src 'self'"],
  };
  let site: LocalServer;
  let other: LocalServer;
  beforeAll(async () => {
    site = await serve((request, response) => {
      const path = request.url ?? '/';
      const status = Number(path.match(/^\/status\/(\d+)$/)?.[1] ?? 200);
      response.writeHead(status, PAGES[path] ?? []).end('<p>page</p>');
    });
    other = await serve((request, response) => {
      const to = new URL(request.url ?? '/', 'http://x').searchParams.get('to') ?? '/plain';
      response.writeHead(302, { location: to }).end();
    });
  });
  const options = () => ({ policy: allowing(site.port, other.port) });

  it.each([
    ['/deny', 'protected'],
    ['/sameorigin', 'protected'],
    ['/allow-from', 'protected'],
    ['/ancestors-none', 'protected'],
    ['/ancestors-self', 'protected'],
    ['/two-policies', 'protected'],
    ['/ancestors-any', 'unprotected'],
    ['/unknown-option', 'unprotected'],
    ['/report-only', 'unprotected'],
    ['/no-ancestors', 'unprotected'],
    ['/plain', 'unprotected'],
    ['/status/404', 'unreachable'],
    ['/status/503', 'unreachable'],
  ])('reads %s as %s', async (path, status) => {
    expect(await checkIframable(site.origin + path, options())).toBe(status);
  });

  it('follows redirects, relative ones included, to an allowed server', async () => {
    const chain = `${other.origin}/?to=${encodeURIComponent(`${other.origin}/?to=${site.origin}/deny`)}`;
    expect(await checkIframable(chain, options())).toBe('protected');
    expect(await checkIframable(`${other.origin}/?to=/?to=${site.origin}/plain`, options())).toBe(
      'unprotected',
    );
  });

  it.each([
    'http://127.0.0.2/',
    'http://10.0.0.1/',
    'http://[::ffff:10.0.0.1]/',
    'http://127.0.0.1:1/',
    'file:///etc/passwd',
  ])('answers unreachable for a redirect to %s, without following it', async (to) => {
    const redirect = `${other.origin}/?to=${encodeURIComponent(to)}`;
    expect(await checkIframable(redirect, options())).toBe('unreachable');
  });

  it('gives up after 5 redirects', async () => {
    const loop = await serve((_request, response) => response.writeHead(301, { location: '/again' }).end());
    expect(await checkIframable(loop.origin, { policy: allowing(loop.port) })).toBe('unreachable');
    expect(loop.seen).toHaveLength(6);
  });

  it('connects to the vetted address only, keeping the Host header, and re-vets each hop', async () => {
    const answers = [['127.0.0.1'], ['127.0.0.1'], ['10.0.0.1']];
    const lookups: string[] = [];
    const resolve: Resolver = async (hostname) => {
      lookups.push(hostname);
      return (answers.shift() ?? []).map((address) => ({ address }));
    };
    const pinned = { policy: allowing(site.port, other.port), resolve };
    expect(await checkIframable(`http://site.test:${site.port}/deny`, pinned)).toBe('protected');
    expect(lookups).toEqual(['site.test']);
    expect(site.seen.at(-1)?.headers.host).toBe(`site.test:${site.port}`);
    const rebound = `http://site.test:${other.port}/?to=${encodeURIComponent(`http://site.test:${site.port}/`)}`;
    const seenBefore = site.seen.length;
    expect(await checkIframable(rebound, pinned)).toBe('unreachable');
    expect(site.seen).toHaveLength(seenBefore);
  });

  it('answers unreachable for a name with any non-public address, as for one that does not resolve', async () => {
    const mixed: Resolver = async () => [{ address: '93.184.215.14' }, { address: '192.168.0.1' }];
    expect(await checkIframable('http://mixed.test/', { policy: publicOnly, resolve: mixed })).toBe(
      'unreachable',
    );
    const missing: Resolver = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    expect(await checkIframable('http://missing.test/', { policy: publicOnly, resolve: missing })).toBe(
      'unreachable',
    );
  });

  it('answers unreachable when the connection is refused', async () => {
    const vacant = http.createServer();
    await new Promise<void>((resolve) => vacant.listen(0, '127.0.0.1', resolve));
    const { port } = vacant.address() as AddressInfo;
    await new Promise((resolve) => vacant.close(resolve));
    expect(await checkIframable(`http://127.0.0.1:${port}/`, { policy: allowing(port) })).toBe('unreachable');
  });

  it('answers unreachable within the timeout when the server never answers', async () => {
    const silent = await serve(() => {});
    const started = performance.now();
    expect(await checkIframable(silent.origin, { policy: allowing(silent.port), timeoutMs: 300 })).toBe(
      'unreachable',
    );
    expect(performance.now() - started).toBeLessThan(1500);
    expect(silent.seen).toHaveLength(1);
  });

  it('decides on the headers and hangs up on an endless body', async () => {
    let written = 0;
    let hungUp: () => void = () => {};
    const closed = new Promise<void>((resolve) => {
      hungUp = resolve;
    });
    const endless = await serve((_request, response) => {
      response.writeHead(200, { 'x-frame-options': 'DENY', 'content-type': 'text/html' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      const pump = () => {
        while (!response.destroyed) {
          written += chunk.length;
          if (!response.write(chunk)) return;
        }
      };
      response.on('drain', pump);
      response.on('close', hungUp);
      pump();
    });
    expect(await checkIframable(endless.origin, { policy: allowing(endless.port) })).toBe('protected');
    await closed;
    // What the sockets' kernel buffers took in (about 4 MB here) before the checker hung up.
    expect(written).toBeLessThan(16 * 1024 * 1024);
  });

  it('answers unreachable when the response head exceeds 64 KB', async () => {
    const bloated = await serve((_request, response) => {
      response.writeHead(200, { 'x-padding': 'a'.repeat(70 * 1024) }).end();
    });
    expect(await checkIframable(bloated.origin, { policy: allowing(bloated.port) })).toBe('unreachable');
  });
});
