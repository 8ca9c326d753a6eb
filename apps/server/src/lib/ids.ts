import { randomBytes } from 'node:crypto';

/** A new 24-character lowercase hex id. */
export const newId = (): string => randomBytes(12).toString('hex');
