import type { Config } from '../config.ts';
import { backupEmbedded } from '../db/backup.ts';
import { RestoreRefused, restoreEmbedded } from '../db/restore.ts';
import { ImportError } from './import-error.ts';

/** An external PostgreSQL is its operator's to back up: we neither see its files nor match its version. */
function refuseExternal(config: Config, command: string): void {
  if (config.databaseUrl)
    throw new ImportError(
      `${command} works on the embedded PostgreSQL only, and DATABASE_URL is set: use that server's own tools (pg_dump or pg_basebackup of its major version, or its provider's snapshots and point-in-time recovery); "npm run vigie -- export FILE.json" still writes the content in the import format`,
    );
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** An online backup of VIGIE_DATA_DIR: the cluster by PostgreSQL's backup API, and the files beside it. */
export async function backupCommand(config: Config, file: string): Promise<string> {
  refuseExternal(config, 'backup');
  const result = await backupEmbedded(config.dataDir, file);
  return `Backup of ${config.dataDir} written to ${file}: ${megabytes(result.bytes)} in ${result.seconds.toFixed(1)} s (PostgreSQL ${result.manifest.postgresql_version}, consistent as of its end).`;
}

export async function restoreCommand(config: Config, file: string): Promise<string> {
  refuseExternal(config, 'restore');
  try {
    const manifest = await restoreEmbedded(config.dataDir, file);
    return `Restored the backup started at ${manifest.started_at} (Vigie ${manifest.vigie_version}, PostgreSQL ${manifest.postgresql_version}) into ${config.dataDir}. The next start of the server replays its WAL, then serves.`;
  } catch (error) {
    if (error instanceof RestoreRefused) throw new ImportError(error.message);
    throw error;
  }
}
