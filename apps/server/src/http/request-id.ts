import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

// A proxy's or client's id is kept only when it cannot inject anything into logs or headers.
const SAFE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Fastify's `genReqId` (docs/product.md §10.19): the incoming `X-Request-Id` when it is a short safe
 * token, so one id follows a request through the proxy's logs and ours; a random one otherwise.
 */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}
