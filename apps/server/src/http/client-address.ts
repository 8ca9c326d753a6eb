import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/** Decides, hop by hop from the socket outwards, whether a peer may speak for the one before it. */
export type ProxyTrust = false | ((address: string, hop: number) => boolean);

/**
 * `TRUST_PROXY` is a hop count (`1`: one reverse proxy in front) or the proxies' addresses and
 * ranges (`10.0.0.5, 192.168.0.0/16, loopback`). Trusting every hop would let a client write its own
 * address into X-Forwarded-For, so `true` is refused.
 */
export function proxyTrust(value: string | undefined): ProxyTrust {
  if (!value || value === '0') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  if (value === 'true')
    throw new Error('TRUST_PROXY must be a hop count or the proxies’ addresses, not "true"');
  try {
    return proxyAddr.compile(value.split(',').map((part) => part.trim()));
  } catch {
    throw new Error(`TRUST_PROXY must be a hop count or addresses and ranges, got "${value}"`);
  }
}

/** The client's address as the trusted proxies report it, the socket's own when none is trusted. */
export function clientAddress(request: IncomingMessage, trust: ProxyTrust): string {
  return proxyAddr(request, trust || (() => false));
}
