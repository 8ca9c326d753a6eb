import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';
import { createPost, createTheme } from '../helpers/factories.ts';
import { call, useReaderAndInsider } from '../helpers/http.ts';

const t = useTestApp();
const audiences = useReaderAndInsider(t);

const searchIds = async (query: string, cookie = audiences.reader) => {
  const response = await call(t.app, 'GET', `/post/search?query=${encodeURIComponent(query)}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.map((p: { id: string }) => p.id) as string[];
};

/** The ids of a search's pages, up to three, as the reader turns them. */
async function searchPages(query: string): Promise<string[][]> {
  const pages: string[][] = [];
  let cursor: string | false = '';
  while (cursor !== false && pages.length < 3) {
    const path: string = `/post/search?query=${query}${cursor ? `&cursor=${cursor}` : ''}`;
    const body: { data: { id: string }[]; cursor: string | false } = (
      await call(t.app, 'GET', path, audiences.reader)
    ).json();
    pages.push(body.data.map((post) => post.id));
    cursor = body.cursor;
  }
  return pages;
}

describe('GET /post/search', () => {
  it('is accent- and case-insensitive, over title, summary, description and cited names', async () => {
    const title = await createPost(t.db, { title: "Conseil restreint à l'Élysée" });
    const summary = await createPost(t.db, { summary: 'Les RÉFORMES budgétaires avancent' });
    const description = await createPost(t.db, {
      description: '## Contexte\n\nUn **arbitrage** de Matignon.',
    });
    const cited = await createPost(t.db, { cited_names: 'Hélène Lefèvre' });
    expect(await searchIds('elysee')).toEqual([title.id]);
    expect(await searchIds('ÉLYSÉE')).toEqual([title.id]);
    expect(await searchIds('réforme')).toEqual([summary.id]);
    expect(await searchIds('arbitrages')).toEqual([description.id]);
    expect(await searchIds('helene lefevre')).toEqual([cited.id]);
  });

  it('matches the last word as a prefix, and every word must match', async () => {
    const post = await createPost(t.db, { title: 'Budget de la Défense nationale' });
    expect(await searchIds('budget def')).toEqual([post.id]);
    expect(await searchIds('def budget')).toEqual([]);
    expect(await searchIds('nationale zzzunknown')).toEqual([]);
  });

  it('never finds a confidential post for a reader without access', async () => {
    const secret = await createPost(t.db, { title: 'Dossier Hippocampe', confidential: true });
    expect(await searchIds('hippocampe')).toEqual([]);
    expect(await searchIds('hippocampe', audiences.insider)).toEqual([secret.id]);
  });

  it('pages common terms newest first without duplicates, and treats a query without words as no filter', async () => {
    await sql`
      INSERT INTO posts (id, title, type, publish_date)
      SELECT 'f' || lpad(to_hex(n), 23, '0'), 'Chronique parlementaire ' || n, 'news', now() - n * interval '1 minute'
      FROM generate_series(1, 2100) n`.execute(t.db);
    await sql`ANALYZE posts`.execute(t.db);
    const seen: string[] = [];
    let cursor: string | false = '';
    for (let page = 0; page < 3 && cursor !== false; page++) {
      const response = await call(
        t.app,
        'GET',
        `/post/search?query=parlementaire${cursor ? `&cursor=${cursor}` : ''}`,
        audiences.reader,
      );
      const body = response.json();
      expect(body.data).toHaveLength(20);
      seen.push(...body.data.map((p: { id: string }) => p.id));
      cursor = body.cursor;
    }
    expect(new Set(seen).size).toBe(60);
    expect(seen[0]).toBe(`f${'0'.repeat(22)}1`);
    expect(
      (
        await call(
          t.app,
          'GET',
          `/post/search?query=${encodeURIComponent("'); DROP TABLE posts; --")}`,
          audiences.reader,
        )
      ).statusCode,
    ).toBe(200);
    expect((await searchIds('!!! --- ?')).length).toBe(20);
    expect(
      (await call(t.app, 'GET', `/post/search?query=${'x'.repeat(300)}`, audiences.reader)).statusCode,
    ).toBe(400);
    expect((await call(t.app, 'GET', '/post/search?query=x')).statusCode).toBe(406);
  });
  it('finds older matches beyond the newest posts read first, in date order across pages', async () => {
    await sql`
      INSERT INTO posts (id, title, type, publish_date)
      SELECT 'e' || lpad(to_hex(n), 23, '0'), 'Dépêche ' || n, 'news', now() - n * interval '1 second'
      FROM generate_series(1, 1100) n`.execute(t.db);
    await sql`
      INSERT INTO posts (id, title, type, publish_date)
      SELECT 'd' || lpad(to_hex(n), 23, '0'), 'Rapport sur le castor ' || n, 'memo',
             now() - interval '30 days' - n * interval '1 minute'
      FROM generate_series(1, 25) n`.execute(t.db);
    const recent = await createPost(t.db, {
      title: 'Le castor revient',
      publish_date: new Date(Date.now() - 500),
    });
    const first = (await call(t.app, 'GET', '/post/search?query=castor', audiences.reader)).json();
    expect(first.data).toHaveLength(20);
    expect(first.data[0].id).toBe(recent.id);
    expect(first.data[1].id).toBe(`d${'0'.repeat(22)}1`);
    const second = (
      await call(t.app, 'GET', `/post/search?query=castor&cursor=${first.cursor}`, audiences.reader)
    ).json();
    expect(second.data).toHaveLength(6);
    expect(second.cursor).toBe(false);
    const dates = [...first.data, ...second.data].map((p: { publish_date: string }) => p.publish_date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('reads on past the newest posts for a term in a few of them, then finds the oldest matches too', async () => {
    // 11,100 posts a second apart, newest first: "loutre" in 5 of the newest 1,000, in 10 of the 10,000
    // after them, and in 15 older than all of them.
    await sql`
      INSERT INTO posts (id, title, type, publish_date)
      SELECT 'c' || lpad(to_hex(n), 23, '0'),
             CASE WHEN n IN (100, 300, 500, 700, 900) OR (n > 1000 AND n % 1000 = 500) THEN 'La loutre ' || n
                  ELSE 'Dépêche ' || n END,
             'news', now() - n * interval '1 second'
      FROM generate_series(1, 11100) n`.execute(t.db);
    await sql`
      INSERT INTO posts (id, title, type, publish_date)
      SELECT 'b' || lpad(to_hex(n), 23, '0'), 'Loutres d''Europe ' || n, 'memo',
             now() - interval '30 days' - n * interval '1 minute'
      FROM generate_series(1, 15) n`.execute(t.db);
    const pages = await searchPages('loutre');
    expect(pages.map((page) => page.length)).toEqual([20, 10]);
    const ids = pages.flat();
    const idsOf = (prefix: string, ns: number[]) =>
      ns.map((n) => `${prefix}${n.toString(16).padStart(23, '0')}`);
    const wider = Array.from({ length: 10 }, (_, i) => 1500 + i * 1000);
    const oldest = Array.from({ length: 15 }, (_, i) => i + 1);
    expect(ids).toEqual([...idsOf('c', [100, 300, 500, 700, 900, ...wider]), ...idsOf('b', oldest)]);
  });

  it('takes from the posts past the newest only the matches they lack, and pages on from there', async () => {
    // "héron" in 5 of the newest 1,000 posts and in 30 of the 10,000 after them, none older.
    await sql`DELETE FROM posts`.execute(t.db);
    await sql`
      INSERT INTO posts (id, title, type, publish_date)
      SELECT 'c' || lpad(to_hex(n), 23, '0'),
             CASE WHEN n IN (100, 300, 500, 700, 900) OR (n > 1000 AND n % 300 = 100) AND n <= 10000
                  THEN 'Le héron ' || n ELSE 'Dépêche ' || n END,
             'news', now() - n * interval '1 second'
      FROM generate_series(1, 11100) n`.execute(t.db);
    const pages = await searchPages('heron');
    const beyond = Array.from({ length: 30 }, (_, i) => 1300 + i * 300);
    const expected = [100, 300, 500, 700, 900, ...beyond].map((n) => `c${n.toString(16).padStart(23, '0')}`);
    expect(pages.map((page) => page.length)).toEqual([20, 15]);
    expect(pages.flat()).toEqual(expected);
  });
});

describe('GET /post/{id}', () => {
  it('answers the post with description, attachments in their order, comments and type', async () => {
    const theme = await createTheme(t.db);
    const post = await createPost(t.db, { type: 'synthese', description: '# Titre', themes: [theme.id] });
    const attachment = (id: string, filename: string, position: number) => ({
      id: id.repeat(24),
      post_id: post.id,
      filename,
      url: `/files/${filename}`,
      position,
    });
    await t.db
      .insertInto('attachments')
      .values([attachment('b', 'annexe.pdf', 2), attachment('a', 'note.pdf', 1)])
      .execute();
    for (const content of ['Lu, merci.', 'À suivre.']) {
      const body = { post_comment: { post_id: post.id, body: [{ type: 'text', content }] } };
      expect((await call(t.app, 'POST', '/post/comment', audiences.reader, body)).statusCode).toBe(200);
    }
    const response = await call(t.app, 'GET', `/post/${post.id}`, audiences.reader);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: post.id,
      type: 'synthese',
      description: '# Titre',
      attachments: [
        { filename: 'note.pdf', url: '/files/note.pdf', download_url: '/files/note.pdf' },
        { filename: 'annexe.pdf', url: '/files/annexe.pdf', download_url: '/files/annexe.pdf' },
      ],
      comments: [{ body: [{ content: 'Lu, merci.' }] }, { body: [{ content: 'À suivre.' }] }],
      themes: [{ id: theme.id }],
    });
    // The post's comments are those its comments route gives, authors and dates alike.
    const listed = await call(t.app, 'GET', `/post/${post.id}/comments`, audiences.reader);
    expect(response.json().comments).toEqual(listed.json());
  });

  it('answers 404 for a confidential post without access, an unknown id and a draft; 400 for a bad id', async () => {
    const secret = await createPost(t.db, { confidential: true });
    const draft = await createPost(t.db, { is_published: false });
    expect((await call(t.app, 'GET', `/post/${secret.id}`, audiences.reader)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/post/${secret.id}`, audiences.insider)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/post/${draft.id}`, audiences.insider)).statusCode).toBe(404);
    expect(
      (await call(t.app, 'GET', '/post/0123456789abcdef01234567', audiences.reader)).json(),
    ).toMatchObject({
      error: 'not_found',
      message: 'Post not found',
    });
    expect((await call(t.app, 'GET', '/post/zzz', audiences.reader)).json().message).toMatch(/^params\.id/);
    expect((await call(t.app, 'GET', `/post/${secret.id}`)).statusCode).toBe(406);
  });
});

describe('POST /post/visible', () => {
  const visible = async (ids: string[], cookie = audiences.reader) => {
    const response = await call(t.app, 'POST', '/post/visible', cookie, { ids });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().ids as string[]).sort();
  };

  it('keeps only the posts the reader may see now: not retracted, drafts, scheduled or hidden ones', async () => {
    const shown = await createPost(t.db);
    const secret = await createPost(t.db, { confidential: true });
    const draft = await createPost(t.db, { is_published: false });
    const later = await createPost(t.db, { publish_date: new Date(Date.now() + 3_600_000) });
    const retracted = await createPost(t.db);
    await t.db
      .updateTable('posts')
      .set({ is_published: false, retracted_at: new Date() })
      .where('id', '=', retracted.id)
      .execute();
    const unknown = 'e'.repeat(24);
    const all = [shown.id, secret.id, draft.id, later.id, retracted.id, unknown];
    expect(await visible(all)).toEqual([shown.id]);
    expect(await visible(all, audiences.insider)).toEqual([shown.id, secret.id].sort());
    expect(await visible([])).toEqual([]);
  });

  it('refuses a malformed or oversized list, and a caller without a session (406, as every signed-out call)', async () => {
    expect((await call(t.app, 'POST', '/post/visible', audiences.reader, { ids: ['nope'] })).statusCode).toBe(
      400,
    );
    const many = Array.from({ length: 501 }, (_, n) => n.toString(16).padStart(24, '0'));
    expect((await call(t.app, 'POST', '/post/visible', audiences.reader, { ids: many })).statusCode).toBe(
      400,
    );
    expect((await call(t.app, 'POST', '/post/visible', undefined, { ids: [] })).statusCode).toBe(406);
  });
});
