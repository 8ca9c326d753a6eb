import { chmod, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupEmbedded } from '../../src/db/backup.ts';
import { connect, type Db } from '../../src/db/connect.ts';
import { type EmbeddedCluster, startEmbeddedPostgres } from '../../src/db/embedded.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { restoreEmbedded } from '../../src/db/restore.ts';
import { importDemo } from '../../src/demo/seed.ts';

// One cluster of its own, whatever database the other tests run on: the backup copies its files.
let root: string;
let source: EmbeddedCluster;
let db: Db;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'vigie-backup-'));
  await chmod(root, 0o711); // as root, PostgreSQL runs as the postgres user
  source = await startEmbeddedPostgres(path.join(root, 'source'));
  db = connect(source.connectionString, 4);
  await migrateToLatest(db);
  await importDemo(db);
  await sql`CREATE TABLE probe_a (n int PRIMARY KEY)`.execute(db);
  await sql`CREATE TABLE probe_b (n int PRIMARY KEY)`.execute(db);
  await mkdir(path.join(root, 'source', 'files'), { recursive: true });
  await writeFile(path.join(root, 'source', 'files', 'picture.webp'), 'a stored picture');
});

afterAll(async () => {
  await db?.destroy();
  await source?.stop();
  await rm(root, { recursive: true, force: true });
});

/**
 * Writes transaction after transaction until stopped, each touching three tables, one of them the app's:
 * `acked` is the last one whose commit returned.
 */
function writeContinuously(post: string, user: string) {
  const state = { acked: 0, running: true };
  const done = (async () => {
    for (let n = 1; state.running; n++) {
      await db.transaction().execute(async (trx) => {
        await sql`INSERT INTO probe_a VALUES (${n})`.execute(trx);
        await trx
          .insertInto('comments')
          .values({
            id: `0bac${n.toString(16).padStart(20, '0')}`,
            post_id: post,
            user_id: user,
            body: JSON.stringify([{ type: 'text', content: `commentaire ${n}` }]),
          })
          .execute();
        await sql`INSERT INTO probe_b VALUES (${n})`.execute(trx);
      });
      state.acked = n;
    }
  })();
  const stop = () => {
    state.running = false;
    return done;
  };
  return { state, stop };
}

// It makes its own cluster, so the run on the system PostgreSQL would only repeat it.
describe.skipIf(process.env.VIGIE_SYSTEM_PG)('backup and restore of the embedded cluster', () => {
  it('restores, under continuous writes, every write acknowledged before the backup and no half transaction', async () => {
    const post = await db
      .selectFrom('posts')
      .select('id')
      .where('is_published', '=', true)
      .executeTakeFirstOrThrow();
    const user = await db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    const writer = writeContinuously(post.id, user.id);
    while (writer.state.acked < 200) await new Promise((resolve) => setTimeout(resolve, 10));
    const ackedBefore = writer.state.acked;
    const file = path.join(root, 'vigie.tar.gz');
    const backup = await backupEmbedded(path.join(root, 'source'), file);
    const ackedAfterBackup = writer.state.acked;
    await writer.stop();
    expect(ackedAfterBackup).toBeGreaterThan(ackedBefore); // the writes went on during the copy
    expect(backup.manifest).toMatchObject({ format: 1, postgresql_version: expect.stringMatching(/^18\./) });
    const posts = await db
      .selectFrom('posts')
      .select(db.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();

    const target = path.join(root, 'target');
    await restoreEmbedded(target, file);
    await expect(restoreEmbedded(target, file)).rejects.toThrow(/is not empty: restore only into an empty/);
    const restored = await startEmbeddedPostgres(target);
    const copy = connect(restored.connectionString, 2);
    try {
      const { rows } = await sql<{ a: number; a_max: number; b: number; comments: number }>`
        SELECT (SELECT count(*)::int FROM probe_a) AS a, (SELECT coalesce(max(n), 0) FROM probe_a) AS a_max,
               (SELECT count(*)::int FROM probe_b) AS b,
               (SELECT count(*)::int FROM comments WHERE id LIKE '0bac%') AS comments`.execute(copy);
      const { a, a_max, b, comments } = rows[0]!;
      // The committed set at one point in time: the writes 1..k, whole, k between the two acknowledgements.
      expect({ b, comments, a_max }).toEqual({ b: a, comments: a, a_max: a });
      expect(a).toBeGreaterThanOrEqual(ackedBefore);
      expect(a).toBeLessThanOrEqual(ackedAfterBackup + 1);
      expect(
        await copy
          .selectFrom('posts')
          .select(copy.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow(),
      ).toEqual(posts);
      // Every index holds exactly its table's rows.
      await sql`CREATE EXTENSION IF NOT EXISTS amcheck`.execute(copy);
      const checked = await sql<{ checked: number }>`
        SELECT count(bt_index_check(c.oid, true))::int AS checked
          FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
          JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE am.amname = 'btree' AND n.nspname = 'public'`.execute(copy);
      expect(checked.rows[0]!.checked).toBeGreaterThan(50);
      // The files beside the cluster come back too, and the restored cluster takes writes.
      expect(await readFile(path.join(target, 'files', 'picture.webp'), 'utf8')).toBe('a stored picture');
      await sql`INSERT INTO probe_a VALUES (${a + 1})`.execute(copy);
    } finally {
      await copy.destroy();
      await restored.stop();
    }
  }, 60_000);

  it('refuses an archive that is not a backup, leaving the folder empty', async () => {
    const file = path.join(root, 'not-a-backup.tar.gz');
    await writeFile(file, 'hello');
    const target = path.join(root, 'refused');
    await expect(restoreEmbedded(target, file)).rejects.toThrow();
    expect(await readdir(target)).toEqual([]);
  });
});
