import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { badRequest } from '../../http/errors.ts';

export type IpAddress = ipaddr.IPv4 | ipaddr.IPv6;

/** Decides whether the checker may connect to an address and port. */
export type AddressPolicy = (address: IpAddress, port: number) => boolean;

/** Resolves a host name to every address it has; rejects when the name does not resolve. */
export type Resolver = (hostname: string) => Promise<{ address: string }[]>;

export const resolveAll: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

/** A URL together with the one vetted address the checker will connect to for it. */
export interface PinnedTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

/**
 * Only public unicast addresses: ipaddr.js names every special range (loopback, private,
 * link-local, CGNAT, multicast…), and IPv6 outside 2000::/3 is never globally routed, which
 * also rules out the IPv4-compatible ::a.b.c.d forms ipaddr.js calls unicast.
 */
export const publicOnly: AddressPolicy = (address) =>
  address.range() === 'unicast' && (address.kind() === 'ipv4' || address.match(GLOBAL_UNICAST_V6));

const refused = (reason: string) => badRequest('querystring.url', reason);

/** Parses the URL the client asked about, or refuses it with 400. */
export function parseTarget(raw: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw refused('must be an absolute http(s) URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refused('must be an absolute http(s) URL');
  if (url.username || url.password) throw refused('must not contain credentials');
  return url;
}

const defaultPort = (url: URL): number => Number(url.port) || (url.protocol === 'https:' ? 443 : 80);

/**
 * Resolves the URL's host and vets every address it has against the policy, so the caller can connect
 * to the address returned and never resolve the name again. Answers undefined when the name does not
 * resolve or when one of its addresses fails the policy: the two look alike to the caller, so that
 * neither tells which names lead inside the network.
 */
export async function pinTarget(
  url: URL,
  policy: AddressPolicy,
  resolve: Resolver,
): Promise<PinnedTarget | undefined> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const resolved = isIP(host) ? [{ address: host }] : await resolve(host).catch(() => []);
  const addresses = resolved.map(({ address }) => ipaddr.process(address));
  const port = defaultPort(url);
  const first = addresses[0];
  if (!first || addresses.some((address) => !policy(address, port))) return undefined;
  return { url, address: first.toString(), family: first.kind() === 'ipv4' ? 4 : 6 };
}
