import { badRequest } from '../../http/errors.ts';

/** A position in a newest-first feed: the last post shown. Opaque to clients (base64url JSON). */
export interface FeedPosition {
  publishDate: Date;
  id: string;
}

export function encodeCursor(position: FeedPosition): string {
  return Buffer.from(JSON.stringify([position.publishDate.getTime(), position.id])).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): FeedPosition | undefined {
  if (!cursor) return undefined;
  try {
    const [time, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (Number.isSafeInteger(time) && typeof id === 'string' && /^[0-9a-f]{24}$/.test(id)) {
      return { publishDate: new Date(time as number), id };
    }
  } catch {
    // fall through to the refusal below
  }
  throw badRequest('querystring.cursor', 'is not a cursor this server gave');
}
