import { createHash } from 'node:crypto';
import type { PoiRef } from './corpus/types.ts';

/** A 24-character hex id derived from a stable name, so that re-importing the demo updates rows in place. */
export const demoId = (kind: string, name: string): string =>
  createHash('sha1').update(`${kind}:${name}`).digest('hex').slice(0, 24);

/** The id of a contact, entity or theme of the demo. */
export const refId = (ref: PoiRef): string => demoId(ref.type, ref.slug);
