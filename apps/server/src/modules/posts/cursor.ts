import { badRequest } from '../../http/errors.ts';

/** A position in a newest-first feed: the last post shown. Opaque to clients (base64url JSON). */
export interface FeedPosition {
  publishDate: Date;
  id: string;
}

export function encodeCursor(position: FeedPosition): string {
  return Buffer.from(JSON.stringify([position.publishDate.getTime(), position.id])).toString('base64url');
}

// A cursor's date is a post's: within the years a Timestamp can write. Past them a Date turns invalid,
// or PostgreSQL refuses the value.
const EARLIEST = Date.parse('0000-01-01T00:00:00Z');
const LATEST = Date.parse('9999-12-31T23:59:59.999Z');
const isPostTime = (time: unknown): time is number =>
  typeof time === 'number' && Number.isInteger(time) && time >= EARLIEST && time <= LATEST;

export function decodeCursor(cursor: string | undefined): FeedPosition | undefined {
  if (!cursor) return undefined;
  try {
    const [time, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (isPostTime(time) && typeof id === 'string' && /^[0-9a-f]{24}$/.test(id)) {
      return { publishDate: new Date(time), id };
    }
  } catch {
    // fall through to the refusal below
  }
  throw badRequest('querystring.cursor', 'is not a cursor this server gave');
}
