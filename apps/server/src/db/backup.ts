import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { type FileHandle, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { BACKUP_FORMAT, BACKUP_MANIFEST, type BackupManifest, vigieVersion } from './backup-manifest.ts';
import { startEmbeddedPostgres } from './embedded.ts';
import { TarWriter } from './tar.ts';

/**
 * An online backup of the embedded cluster with PostgreSQL's low-level API (docs: "Making a Base
 * Backup Using the Low Level API"), consistent by construction: the files are copied between
 * pg_backup_start and pg_backup_stop, torn pages and all, and the WAL written meanwhile goes into the
 * archive, so recovery replays it up to the backup's end. A temporary replication slot, held by the
 * same connection, keeps that WAL from being recycled while the copy runs. See apps/server/README.md.
 */

/** Copied as empty folders, or not at all: what the documentation says a backup should leave out. */
const EMPTIED = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
const LEFT_OUT = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'backup_label.old',
  'tablespace_map',
  'backup_manifest',
]);
const leftOutAnywhere = (name: string) =>
  name.startsWith('pgsql_tmp') || name === 'pg_internal.init' || name.startsWith('.s.PGSQL.');
/** Outside the cluster: the port is chosen per machine, and pid files and sockets belong to live processes. */
const leftOutOfDataDir = (name: string) =>
  name === 'postgres.port' || name.endsWith('.pid') || name.endsWith('.partial');

const CHUNK = 1 << 20;

export interface BackupResult {
  file: string;
  bytes: number;
  seconds: number;
  manifest: BackupManifest;
}

export async function backupEmbedded(dataDir: string, file: string): Promise<BackupResult> {
  const clusterDir = path.join(dataDir, 'postgres');
  if (!existsSync(path.join(clusterDir, 'PG_VERSION')))
    throw new Error(`no embedded PostgreSQL cluster in ${dataDir}: nothing to back up`);
  const started = Date.now();
  const cluster = await startEmbeddedPostgres(dataDir);
  const partial = `${path.resolve(file)}.partial`;
  const client = new pg.Client({ connectionString: cluster.connectionString });
  try {
    await client.connect();
    const gzip = createGzip({ level: 6 });
    const output = createWriteStream(partial, { mode: 0o600 });
    gzip.pipe(output);
    const tar = new TarWriter(gzip);
    const manifest = await startBackup(client);
    await tar.file(BACKUP_MANIFEST, 0o600, started, ...sized(JSON.stringify(manifest, null, 2)));
    await copyTree(tar, clusterDir, 'postgres', (relative, name) =>
      relative === '' ? !LEFT_OUT.has(name) && !leftOutAnywhere(name) : !leftOutAnywhere(name),
    );
    const stop = await client.query<{ lsn: string; labelfile: string; spcmapfile: string; wal: string }>(
      `SELECT lsn::text, labelfile, spcmapfile, pg_walfile_name(lsn) AS wal
         FROM pg_backup_stop(wait_for_archive => false)`,
    );
    const { labelfile, spcmapfile, wal: lastSegment } = stop.rows[0]!;
    await tar.file('postgres/backup_label', 0o600, Date.now(), ...sized(labelfile));
    if (spcmapfile) await tar.file('postgres/tablespace_map', 0o600, Date.now(), ...sized(spcmapfile));
    await copyWal(tar, clusterDir, firstSegment(labelfile), lastSegment);
    await client.end().catch(() => {});
    // After the database's end point: every file a row then named was written before its row.
    await copyTree(tar, dataDir, '', (relative, name) =>
      relative === '' ? name !== 'postgres' && !leftOutOfDataDir(name) : !name.startsWith('.s.'),
    );
    await tar.finish();
    gzip.end();
    await finished(output);
    await rename(partial, file);
    const { size } = await stat(file);
    return { file, bytes: size, seconds: (Date.now() - started) / 1000, manifest };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    // Ends the backup if it is still under way, and drops the temporary slot.
    await client.end().catch(() => {});
    await cluster.stop();
  }
}

async function startBackup(client: pg.Client): Promise<BackupManifest> {
  const slot = `vigie_backup_${randomBytes(6).toString('hex')}`;
  await client.query('SELECT pg_create_physical_replication_slot($1, true, true)', [slot]);
  const label = `vigie backup ${new Date().toISOString()}`;
  const { rows } = await client.query<{ lsn: string; version: string }>(
    `SELECT pg_backup_start($1, fast => true)::text AS lsn, current_setting('server_version') AS version`,
    [label],
  );
  return {
    format: BACKUP_FORMAT,
    vigie_version: await vigieVersion(),
    postgresql_version: rows[0]!.version,
    started_at: new Date().toISOString(),
    label,
    start_lsn: rows[0]!.lsn,
  };
}

const sized = (text: string): [number, Buffer] => {
  const bytes = Buffer.from(text);
  return [bytes.length, bytes];
};

/** The WAL file the backup starts in, from its label: `START WAL LOCATION: 0/2000028 (file 0000…02)`. */
function firstSegment(label: string): string {
  const match = /^START WAL LOCATION: \S+ \(file ([0-9A-F]{24})\)$/m.exec(label);
  if (!match) throw new Error('pg_backup_stop answered a backup label without its start WAL file');
  return match[1]!;
}

/** The segments from the backup's start to its end (same timeline), and the timeline history files. */
async function copyWal(tar: TarWriter, clusterDir: string, first: string, last: string): Promise<void> {
  const walDir = path.join(clusterDir, 'pg_wal');
  const names = (await readdir(walDir)).sort();
  const segments = names.filter(
    (name) =>
      /^[0-9A-F]{24}$/.test(name) && name.slice(0, 8) === first.slice(0, 8) && name >= first && name <= last,
  );
  if (segments[0] !== first || segments.at(-1) !== last)
    throw new Error(`the WAL from ${first} to ${last} is no longer all in ${walDir}`);
  for (const name of [...names.filter((name) => name.endsWith('.history')), ...segments])
    await copyFile(tar, path.join(walDir, name), `postgres/pg_wal/${name}`);
}

type Keep = (relative: string, name: string) => boolean;

/** Copies a folder depth first, in name order; files that vanish meanwhile are skipped. */
async function copyTree(
  tar: TarWriter,
  root: string,
  prefix: string,
  keep: Keep,
  relative = '',
): Promise<void> {
  const here = path.join(root, relative);
  const entries = await readdir(here, { withFileTypes: true }).catch(ignoreVanished);
  for (const entry of (entries ?? []).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (!keep(relative, entry.name)) continue;
    const inner = path.posix.join(relative, entry.name);
    const name = path.posix.join(prefix, inner);
    if (entry.isDirectory()) {
      const found = await stat(path.join(root, inner)).catch(ignoreVanished);
      if (!found) continue;
      await tar.directory(name, found.mode, found.mtimeMs);
      if (!(prefix === 'postgres' && relative === '' && EMPTIED.has(entry.name)))
        await copyTree(tar, root, prefix, keep, inner);
      // Folders PostgreSQL expects inside pg_wal, kept empty.
      else if (entry.name === 'pg_wal')
        for (const sub of ['archive_status', 'summaries'])
          if (existsSync(path.join(root, inner, sub)))
            await tar.directory(`${name}/${sub}`, 0o700, Date.now());
    } else if (entry.isFile()) await copyFile(tar, path.join(root, inner), name);
  }
}

async function copyFile(tar: TarWriter, source: string, name: string): Promise<void> {
  const handle = await open(source, 'r').catch(ignoreVanished);
  if (!handle) return;
  try {
    const found = await handle.stat();
    // A file that shrinks meanwhile is padded with zeros, as pg_basebackup does: the WAL replays it.
    await tar.file(name, found.mode, found.mtimeMs, found.size, chunks(handle, found.size));
  } finally {
    await handle.close();
  }
}

async function* chunks(handle: FileHandle, size: number): AsyncGenerator<Buffer> {
  for (let position = 0; position < size; ) {
    const buffer = Buffer.allocUnsafe(Math.min(CHUNK, size - position));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
    if (bytesRead === 0) return;
    position += bytesRead;
    yield buffer.subarray(0, bytesRead);
  }
}

function ignoreVanished(error: NodeJS.ErrnoException): undefined {
  if (error.code === 'ENOENT') return undefined;
  throw error;
}
