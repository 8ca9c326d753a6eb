import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../src/modules/access/viewer.ts';
import { searchReadsIndexAlone } from '../../src/modules/posts/service.ts';
import { useTestApp } from '../helpers/app.ts';
import { createPost } from '../helpers/factories.ts';
import { call, useReaderAndInsider } from '../helpers/http.ts';

const t = useTestApp();
const audiences = useReaderAndInsider(t);
const reader: Viewer = { id: 'reader', has_confidential_access: false, role: 'reader' };
const insider: Viewer = { ...reader, has_confidential_access: true };

interface Page {
  data: { id: string; publish_date: string }[];
  cursor: string | false;
}

async function searchPage(query: string, cookie: string, cursor?: string): Promise<Page> {
  const path = `/post/search?query=${query}${cursor ? `&cursor=${cursor}` : ''}`;
  const response = await call(t.app, 'GET', path, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** `count` posts titled after `word`, a minute apart, the newest `minutesAgo` minutes ago. */
const postsAbout = (word: string, count: number, minutesAgo: number, confidential = false) =>
  sql`INSERT INTO posts (id, title, type, publish_date, confidential)
    SELECT 'f' || lpad(to_hex(n + ${minutesAgo * 1000}), 23, '0'), ${`Le ${word} `} || n, 'news',
      now() - (${minutesAgo} + n) * interval '1 minute', ${confidential}
    FROM generate_series(0, ${count - 1}) n`.execute(t.db);

describe('a search for a term with no more than a page of matches', () => {
  it('is read from the index alone once its only page is seen, and as any other once it has more', async () => {
    await postsAbout('narval', 25, 1000);
    await postsAbout('narval', 3, 10);
    for (let i = 0; i < 30; i++) await createPost(t.db, { title: `Autre dépêche ${i}` });
    // 28 matches: more than a page, never read from the index alone.
    const full = await searchPage('narval', audiences.reader);
    expect(full.data).toHaveLength(20);
    expect(searchReadsIndexAlone(reader, 'narval')).toBe(false);

    await postsAbout('dugong', 3, 100);
    const first = await searchPage('dugong', audiences.reader);
    expect(first.data).toHaveLength(3);
    expect(first.cursor).toBe(false);
    expect(searchReadsIndexAlone(reader, 'dugong')).toBe(true);
    expect(searchReadsIndexAlone(insider, 'dugong')).toBe(false);
    expect((await searchPage('dugong', audiences.reader)).data).toEqual(first.data);

    // It grows past a page: the read from the index finds the newest first, and the term is read as any other.
    await postsAbout('dugong', 30, 5);
    const grown = await searchPage('dugong', audiences.reader);
    expect(grown.data).toHaveLength(20);
    expect(searchReadsIndexAlone(reader, 'dugong')).toBe(false);
    const again = await searchPage('dugong', audiences.reader);
    expect(again.data).toEqual(grown.data);
    const rest = await searchPage('dugong', audiences.reader, grown.cursor || undefined);
    const all = [...grown.data, ...rest.data];
    expect(all).toHaveLength(33);
    expect(new Set(all.map((post) => post.id)).size).toBe(33);
    const dates = all.map((post) => post.publish_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(all.slice(-3)).toEqual(first.data);
  });

  it('never shows a reader a confidential match, read from the index alone', async () => {
    await postsAbout('lamantin', 2, 30);
    expect((await searchPage('lamantin', audiences.reader)).data).toHaveLength(2);
    expect((await searchPage('lamantin', audiences.insider)).data).toHaveLength(2);
    expect(searchReadsIndexAlone(reader, 'lamantin')).toBe(true);
    expect(searchReadsIndexAlone(insider, 'lamantin')).toBe(true);

    await postsAbout('lamantin', 1, 2, true);
    expect((await searchPage('lamantin', audiences.reader)).data).toHaveLength(2);
    const insiders = await searchPage('lamantin', audiences.insider);
    expect(insiders.data).toHaveLength(3);
    expect(insiders.data[0]?.id).toBe(`f${(2000).toString(16).padStart(23, '0')}`);
  });
});
