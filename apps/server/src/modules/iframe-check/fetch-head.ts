import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { PinnedTarget } from './address-policy.ts';

export interface ResponseHead {
  status: number;
  headers: IncomingHttpHeaders;
}

/** Larger response heads fail the request; the body is never read at all. */
export const MAX_HEADER_BYTES = 64 * 1024;

const REQUEST_HEADERS = { 'user-agent': 'Vigie frame check', accept: 'text/html,*/*;q=0.8' };

/**
 * GETs the URL from its pinned address (the Host header and TLS name stay the URL's) and
 * answers the response's status and headers, or undefined when the request fails or is aborted.
 */
export function fetchHead(target: PinnedTarget, signal: AbortSignal): Promise<ResponseHead | undefined> {
  const { url, address, family } = target;
  // Node asks for every address when it races IPv4 and IPv6 (autoSelectFamily), one otherwise.
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      url,
      { agent: false, lookup, signal, maxHeaderSize: MAX_HEADER_BYTES, headers: REQUEST_HEADERS },
      (response) => {
        resolve({ status: response.statusCode ?? 0, headers: response.headers });
        response.destroy();
      },
    );
    request.on('error', () => resolve(undefined));
    request.end();
  });
}
