import type { Db } from '../../db/connect.ts';
import { pendingMigrations } from '../../db/migrate.ts';
import { ping } from './repository.ts';

export type Readiness =
  | { ready: true }
  | { ready: false; reason: 'database_unavailable' | 'migrations_pending' };

/**
 * Ready when the database answers and holds every migration this server knows (docs/product.md §10.19).
 * Once seen complete, migrations are not read again: they are never undone under a running server.
 */
export function readinessCheck(db: Db): () => Promise<Readiness> {
  let migrated = false;
  return async () => {
    try {
      await ping(db);
      if (!migrated) migrated = (await pendingMigrations(db)) === 0;
    } catch {
      return { ready: false, reason: 'database_unavailable' };
    }
    return migrated ? { ready: true } : { ready: false, reason: 'migrations_pending' };
  };
}
