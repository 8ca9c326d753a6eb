/** Where the newsroom lives; its code is a lazy chunk that only editors and admins load. */
export const REDACTION_ROOT = '/app/redaction';

/** Editors and admins write in the newsroom (docs/product.md §6.5). */
export const canWrite = (role: string | undefined) => role === 'editor' || role === 'admin';
