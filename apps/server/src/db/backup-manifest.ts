import { readFile } from 'node:fs/promises';

/** The first entry of a backup archive: what made it, and when. */
export const BACKUP_MANIFEST = 'vigie-backup.json';
export const BACKUP_FORMAT = 1;

export interface BackupManifest {
  format: number;
  vigie_version: string;
  postgresql_version: string;
  started_at: string;
  label: string;
  start_lsn: string;
}

/** The server package's version, found from src/db/ or from dist/ alike. */
export async function vigieVersion(): Promise<string> {
  for (const up of ['../package.json', '../../package.json']) {
    const text = await readFile(new URL(up, import.meta.url), 'utf8').catch(() => undefined);
    const manifest = text ? (JSON.parse(text) as { name?: string; version?: string }) : undefined;
    if (manifest?.name === '@vigie/server' && manifest.version) return manifest.version;
  }
  return 'unknown';
}

export function parseManifest(text: string): BackupManifest {
  let manifest: Partial<BackupManifest> | undefined;
  try {
    manifest = JSON.parse(text) as Partial<BackupManifest>;
  } catch {}
  if (manifest?.format !== BACKUP_FORMAT || typeof manifest.started_at !== 'string')
    throw new Error(`${BACKUP_MANIFEST} is not one this version of Vigie reads`);
  return manifest as BackupManifest;
}
