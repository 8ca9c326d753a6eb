import { verify } from '@node-rs/argon2';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { importContent } from '../../src/content/import.ts';
import { checkImport } from '../../src/content/import-checks.ts';
import { importFileSchema } from '../../src/content/import-schema.ts';
import { writeContent } from '../../src/content/import-write.ts';
import { dumpTables, useFreshDatabase } from './database.ts';
import { example, ID } from './example.ts';

const t = useFreshDatabase();
describe('importContent over existing rows', () => {
  it('reports one changed field as one update, and keeps the other rows untouched', async () => {
    await importContent(t.db, example());
    const before = await dumpTables(t.db);
    const file = example();
    file.posts[0]!.title = 'Tarifs : la CRE revoit sa copie';
    const report = await importContent(t.db, file);
    expect(report.counts.posts).toEqual({ inserted: 0, updated: 1, unchanged: 1 });
    expect(report.counts.contacts).toEqual({ inserted: 0, updated: 0, unchanged: 2 });
    const after = await dumpTables(t.db);
    expect(after.contacts).toEqual(before.contacts);
    expect(after.users).toEqual(before.users);
    const titles = await t.db.selectFrom('posts').select(['id', 'title']).orderBy('id').execute();
    expect(titles[0]?.title).toBe('Tarifs : la CRE revoit sa copie');
  });

  it('counts a change of citations or affiliations as an update, and keeps cited names in step', async () => {
    await importContent(t.db, example());
    const file = example();
    file.posts[0]!.contacts = ['c00000000000000000000001'];
    file.contacts[1]!.affiliations = [ID.affiliation];
    file.entities[0]!.name = 'CRE';
    const report = await importContent(t.db, {
      posts: file.posts,
      contacts: file.contacts,
      entities: file.entities,
    });
    expect(report.counts.posts).toEqual({ inserted: 0, updated: 1, unchanged: 1 });
    expect(report.counts.contacts).toEqual({ inserted: 0, updated: 1, unchanged: 1 });
    expect(report.counts.entities).toEqual({ inserted: 0, updated: 1, unchanged: 0 });
    const news = await t.db
      .selectFrom('posts')
      .select('cited_names')
      .where('id', '=', ID.news)
      .executeTakeFirstOrThrow();
    expect(news.cited_names).toBe('Élisabeth Borne CRE Énergie');
    const cited = await t.db
      .selectFrom('post_contacts')
      .select(['contact_id', 'position'])
      .where('post_id', '=', ID.news)
      .execute();
    expect(cited).toEqual([{ contact_id: ID.borne, position: 0 }]);
  });

  it('lists the posts this import published: new published ones, and unpublished ones now published', async () => {
    const first = await importContent(t.db, example());
    expect(first.publishedPostIds).toEqual([ID.news]);
    const file = example();
    file.posts[1]!.is_published = true;
    const second = await importContent(t.db, file);
    expect(second.publishedPostIds).toEqual([ID.synthesis]);
    expect(second.counts.posts).toEqual({ inserted: 0, updated: 1, unchanged: 1 });
  });

  it('keeps a matching password hash, and rehashes a changed password', async () => {
    await importContent(t.db, example());
    const hashOf = async () =>
      (
        await t.db
          .selectFrom('users')
          .select('password_hash')
          .where('id', '=', ID.reader)
          .executeTakeFirstOrThrow()
      ).password_hash;
    const stored = await hashOf();
    const file = example();
    file.users[1]!.password = 'a brand new password';
    const report = await importContent(t.db, { users: file.users });
    expect(report.counts.users).toEqual({ inserted: 0, updated: 1, unchanged: 1 });
    const changed = await hashOf();
    expect(changed).not.toBe(stored);
    expect(await verify(changed, 'a brand new password')).toBe(true);
  });

  it('accepts references to rows already in the database, and moves a theme with its subtree', async () => {
    await importContent(t.db, example());
    const report = await importContent(t.db, {
      themes: [{ id: ID.nuclear, item: 'Nucléaire' }],
      posts: [
        {
          id: 'b00000000000000000000003',
          title: 'Note',
          type: 'memo',
          publish_date: '2026-11-22T08:00:00Z',
          contacts: [ID.borne],
          themes: [ID.reactors],
        },
      ],
    });
    expect(report.counts.themes).toEqual({ inserted: 0, updated: 1, unchanged: 0 });
    const themes = await t.db
      .selectFrom('themes')
      .select(['id', 'level', 'root_id', 'restricted'])
      .orderBy('id')
      .execute();
    expect(themes.slice(1)).toEqual([
      { id: ID.nuclear, level: 1, root_id: ID.nuclear, restricted: false },
      { id: ID.reactors, level: 2, root_id: ID.nuclear, restricted: false },
    ]);
  });

  it('writes the file’s themes and the stored ones it moves, and leaves the rest of the tree alone', async () => {
    await importContent(t.db, example());
    const written = async (themes: object[]) =>
      (await checkImport(t.db, importFileSchema.parse({ themes }))).map(({ id, level }) => ({ id, level }));
    expect(await written([])).toEqual([]);
    expect(await written([{ id: ID.nuclear, item: 'Nucléaire' }])).toEqual([
      { id: ID.nuclear, level: 1 },
      { id: ID.reactors, level: 2 },
    ]);
    expect(await written([{ id: 'd00000000000000000000009', item: 'Climat' }])).toEqual([
      { id: 'd00000000000000000000009', level: 1 },
    ]);
  });

  it('reads no reader’s settings when it writes the stored themes again unchanged', async () => {
    await importContent(t.db, example());
    // Importing the same tree again writes every theme unchanged, as importContent does: in one transaction.
    const file = importFileSchema.parse({ themes: example().themes });
    const themes = await checkImport(t.db, file);
    const settingsScans = await t.db.transaction().execute(async (trx) => {
      // The counts also hold earlier transactions' scans not yet reported to the statistics.
      const scans = async () => {
        const { rows } = await sql<{ scans: string }>`
          SELECT seq_scan + coalesce(idx_scan, 0) AS scans
          FROM pg_stat_xact_user_tables WHERE relname = 'item_settings'`.execute(trx);
        return Number(rows[0]?.scans);
      };
      const before = await scans();
      await writeContent(trx, file, themes);
      return (await scans()) - before;
    });
    expect(themes.map((theme) => theme.id)).toContain(ID.energy);
    expect(settingsScans).toBe(0);
  });
});
