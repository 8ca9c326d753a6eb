import { verify } from '@node-rs/argon2';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { importContent } from '../../src/content/import.ts';
import { dumpTables, useFreshDatabase } from './database.ts';
import { example, ID } from './example.ts';

const t = useFreshDatabase();
const rowOf = async (table: string, id: string) =>
  (await sql`SELECT * FROM ${sql.table(table)} WHERE id = ${id}`.execute(t.db)).rows[0];
const counts = (inserted: number, updated = 0, unchanged = 0) => ({ inserted, updated, unchanged });

describe('importContent', () => {
  it('writes every kind, with computed theme placement, cited names and citation order', async () => {
    const report = await importContent(t.db, example());
    expect(report.counts).toEqual({
      users: counts(2),
      affiliations: counts(1),
      contacts: counts(2),
      entities: counts(1),
      themes: counts(3),
      links: counts(1),
      theme_grid: counts(1),
      posts: counts(2),
      comments: counts(1),
      follows: counts(1),
      app_config: counts(2),
      app_files: counts(1),
    });
    expect(
      await t.db
        .selectFrom('item_settings')
        .select(['user_id', 'item_type', 'item_id', 'focus_enabled'])
        .execute(),
    ).toEqual([{ user_id: ID.reader, item_type: 'theme', item_id: ID.energy, focus_enabled: true }]);
    const themes = await t.db
      .selectFrom('themes')
      .select(['id', 'level', 'root_id', 'restricted'])
      .orderBy('id')
      .execute();
    expect(themes).toEqual([
      { id: ID.energy, level: 1, root_id: ID.energy, restricted: false },
      { id: ID.nuclear, level: 2, root_id: ID.energy, restricted: true },
      { id: ID.reactors, level: 3, root_id: ID.energy, restricted: true },
    ]);
    const news = await t.db
      .selectFrom('posts')
      .selectAll()
      .where('id', '=', ID.news)
      .executeTakeFirstOrThrow();
    expect(news).toMatchObject({ type: 'news', is_published: true, source_flag: true, author_id: ID.editor });
    expect(news.publish_date.toISOString()).toBe('2026-11-20T08:30:00.000Z');
    expect(news.cited_names).toBe(
      "Jean Martin Élisabeth Borne Commission de régulation de l'énergie Énergie",
    );
    const cited = await t.db
      .selectFrom('post_contacts')
      .selectAll()
      .where('post_id', '=', ID.news)
      .orderBy('position')
      .execute();
    expect(cited.map((row) => [row.contact_id, row.position, row.publish_date.getTime()])).toEqual([
      [ID.martin, 0, news.publish_date.getTime()],
      [ID.borne, 1, news.publish_date.getTime()],
    ]);
    expect(await rowOf('posts', ID.synthesis)).toMatchObject({
      type: 'synthese',
      is_published: false,
      confidential: true,
      cited_names: 'Nouveaux réacteurs',
    });
    expect(await rowOf('contacts', ID.borne)).toMatchObject({
      start_position: 'supportive',
      end_position: 'committed',
      extra_data: { full_mandat: 'Députée du Calvados' },
    });
    const affiliations = await t.db.selectFrom('contact_affiliations').selectAll().execute();
    expect(affiliations).toEqual([{ contact_id: ID.borne, affiliation_id: ID.affiliation }]);
    const comment = await t.db.selectFrom('comments').selectAll().executeTakeFirstOrThrow();
    expect(comment.body).toEqual(example().comments[0]?.body);
    const grid = await t.db.selectFrom('theme_grid_nodes').selectAll().executeTakeFirstOrThrow();
    expect(grid).toMatchObject({ theme_id: ID.energy, contact_id: ID.borne, entity_id: null });
    const file = await t.db.selectFrom('app_files').selectAll().executeTakeFirstOrThrow();
    expect(file.data.toString()).toBe('%PDF-1.4\n');
    const editor = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', ID.editor)
      .executeTakeFirstOrThrow();
    expect(editor).toMatchObject({ role: 'editor', has_confidential_access: true, is_active: true });
    expect(await verify(editor.password_hash, 'correct horse battery')).toBe(true);
    expect(editor.password_hash).toMatch(/^\$argon2id\$/);
    const trends = await t.db
      .selectFrom('trend_counts')
      .select('item_id')
      .where('period_days', '=', 0)
      .execute();
    expect(trends.map((row) => row.item_id)).toContain(ID.borne);
  });

  it('changes nothing at all when the same file is imported again', async () => {
    await importContent(t.db, example());
    const before = await dumpTables(t.db);
    expect(before.posts).toHaveLength(2);
    const report = await importContent(t.db, example());
    for (const [kind, { inserted, updated }] of Object.entries(report.counts))
      expect({ kind, inserted, updated }).toEqual({ kind, inserted: 0, updated: 0 });
    expect(report.counts.posts.unchanged).toBe(2);
    expect(report.publishedPostIds).toEqual([]);
    expect(await dumpTables(t.db)).toEqual(before);
  });
});
