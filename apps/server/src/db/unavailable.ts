import { HttpError } from '../http/errors.ts';

// PostgreSQL's own words for "not now": shutting down, starting up, crashed, too many connections,
// a statement past its time-out (57014), and the connection exceptions (class 08).
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOENT', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
// What node-postgres says when a connection cannot be had or dies under a query.
const MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Query read timeout',
  'Client has encountered a connection error',
  'Client was closed',
];

/** Whether `error` says the database cannot be reached or cannot answer now, rather than a fault of ours. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 3; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (UNAVAILABLE_CODES.has(code) || SOCKET_CODES.has(code) || code.startsWith('08'))
    )
      return true;
    if (MESSAGES.some((m) => e instanceof Error && e.message.includes(m))) return true;
  }
  return false;
}

/** docs/product.md §10.19: answered while the database is down or stalled, so clients retry later. */
export const databaseUnavailable = () =>
  new HttpError(503, 'database_unavailable', 'The database is unavailable; try again in a few seconds', {
    'retry-after': '5',
  });
