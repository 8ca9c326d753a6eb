import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GenerateProgress, generateContent } from '../../src/content/generate.ts';
import type { Db } from '../../src/db/connect.ts';
import { createTestDatabase } from '../helpers/app.ts';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
});
afterAll(() => drop());

const count = async (query: string) =>
  (await sql<{ count: number }>`SELECT count(*)::int AS count FROM (${sql.raw(query)}) q`.execute(db)).rows[0]
    ?.count;

describe('generateContent', () => {
  it('makes consistent reference data and posts, and reports progress', async () => {
    const progress: GenerateProgress[] = [];
    await generateContent(db, { posts: 500, onProgress: (step) => progress.push(step) });
    expect(progress.map((step) => `${step.phase} ${step.done}`)).toEqual([
      'reference data 0',
      'posts 0',
      'posts 500',
      'trend counts 500',
      'vacuum 500',
    ]);
    expect(await count('SELECT 1 FROM posts')).toBe(500);
    expect(await count('SELECT 1 FROM contacts')).toBe(2000);
    expect(await count('SELECT 1 FROM entities')).toBe(500);
    expect(await count('SELECT 1 FROM themes')).toBe(65);
    expect(await count('SELECT 1 FROM users')).toBe(20);
    expect(await count('SELECT DISTINCT firstname, lastname FROM contacts')).toBe(2000);
    expect(
      await count(
        'SELECT 1 FROM posts p WHERE NOT EXISTS (SELECT 1 FROM post_contacts l WHERE l.post_id = p.id)',
      ),
    ).toBe(0);
    expect(
      await count(
        'SELECT 1 FROM posts p WHERE NOT EXISTS (SELECT 1 FROM post_themes l WHERE l.post_id = p.id)',
      ),
    ).toBe(0);
    for (const table of ['post_contacts', 'post_entities', 'post_themes'])
      expect(
        await count(
          `SELECT 1 FROM ${table} l JOIN posts p ON p.id = l.post_id WHERE l.publish_date <> p.publish_date`,
        ),
      ).toBe(0);
    expect(
      await count(`SELECT 1 FROM posts WHERE cited_names = '' OR publish_date < now() - interval '731 days'`),
    ).toBe(0);
    // Dated in the order they are written, over two years, as a newsroom's posts are.
    expect(
      await count(
        'SELECT 1 FROM (SELECT publish_date < lag(publish_date) OVER (ORDER BY id) AS older FROM posts) q WHERE older',
      ),
    ).toBe(0);
    expect(
      await count("SELECT 1 FROM posts HAVING max(publish_date) - min(publish_date) > interval '700 days'"),
    ).toBe(1);
    expect(
      await count('SELECT 1 FROM post_themes l JOIN themes t ON t.id = l.theme_id WHERE t.level = 1'),
    ).toBe(0);
    expect(await count('SELECT 1 FROM themes WHERE restricted')).toBeGreaterThanOrEqual(5);
    expect(await count('SELECT 1 FROM themes WHERE level = 3')).toBe(45);
    expect(await count('SELECT 1 FROM trend_counts')).toBeGreaterThan(0);
    // A server starting on the data set has no due publication to push.
    expect(await count('SELECT 1 FROM posts WHERE is_published AND pushes_queued_at IS NULL')).toBe(0);
    const confidential = (await count('SELECT 1 FROM posts WHERE confidential')) ?? 0;
    expect(confidential).toBeGreaterThan(5);
    expect(confidential).toBeLessThan(60);
    expect(
      await count(
        "SELECT 1 FROM pg_stat_user_tables WHERE relname IN ('posts', 'post_themes') AND last_vacuum IS NOT NULL",
      ),
    ).toBe(2);
  });

  it('writes searchable French text: common words, Élysée, and rare markers in about ten posts', async () => {
    const matches = (query: string) =>
      count(`SELECT 1 FROM posts WHERE search_vector @@ websearch_to_tsquery('fr_unaccent', '${query}')`);
    expect(await matches('gouvernement')).toBeGreaterThan(10);
    expect(await matches('elysee')).toBeGreaterThan(5);
    for (const marker of ['quetzalcoatl', 'zygomorphe', 'ornithorynque']) {
      expect(await matches(marker)).toBeGreaterThanOrEqual(8);
      expect(await matches(marker)).toBeLessThanOrEqual(12);
    }
  });

  it('refuses a database holding posts unless appending, then numbers new posts after the last', async () => {
    await expect(generateContent(db, { posts: 10 })).rejects.toThrow(/already holds 500 posts/);
    const { firstPost } = await generateContent(db, { posts: 100, append: true });
    expect(firstPost).toBe(501);
    expect(await count('SELECT 1 FROM posts')).toBe(600);
    expect(await count('SELECT 1 FROM contacts')).toBe(2000);
  });
});
