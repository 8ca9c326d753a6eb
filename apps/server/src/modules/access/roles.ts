import type { Role } from '../../db/database.ts';
import { forbidden } from '../../http/errors.ts';
import type { Viewer } from './viewer.ts';

/** The newsroom: who may write, edit and retract posts (docs/product.md §6.5). */
export const NEWSROOM: ReadonlySet<Role> = new Set(['editor', 'admin']);
export const ADMINS: ReadonlySet<Role> = new Set(['admin']);

/** Refuses with 403 a viewer whose role is not among `roles`. */
export function requireRole(viewer: Viewer, roles: ReadonlySet<Role>, message: string): void {
  if (!roles.has(viewer.role)) throw forbidden(message);
}
