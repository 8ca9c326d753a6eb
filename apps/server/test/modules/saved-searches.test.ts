import type { Feed } from '@vigie/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueuePostPushes } from '../../src/modules/push/fan-out.ts';
import { useTestApp } from '../helpers/app.ts';
import { drain } from '../helpers/drain.ts';
import { createContact, createDevice, createPost, createUser, setItem } from '../helpers/factories.ts';
import { call, signIn } from '../helpers/http.ts';
import { newBrowser, startPushService } from '../helpers/push-service.ts';

const service = await startPushService();
const t = useTestApp();
afterAll(() => service.close());
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

let reader: string;
let insider: string;
let readerId: string;

beforeAll(async () => {
  const user = await createUser(t.db);
  readerId = user.id;
  reader = await signIn(t.app, user.email);
  insider = await signIn(t.app, (await createUser(t.db, { has_confidential_access: true })).email);
});

const save = (cookie: string, query: string, type: string | null = null) =>
  call(t.app, 'POST', '/saved_search', cookie, { saved_search: { query, type } });

/** Every page of the focus feed, `limit` posts at a time. */
async function focusFeed(cookie: string, limit: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | false | undefined;
  do {
    const query = new URLSearchParams({ limit: String(limit), ...(cursor && { cursor }) });
    const response = await call(t.app, 'GET', `/post/feed/focus?${query}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    const page: Feed = response.json();
    ids.push(...page.data.map((post) => post.id));
    cursor = page.cursor;
  } while (cursor);
  return ids;
}

describe('saved searches', () => {
  it('are created, listed, toggled and deleted by their owner only', async () => {
    const created = await save(reader, '  Énergie  nucléaire ', 'news');
    expect(created.statusCode, created.body).toBe(201);
    const search = created.json();
    expect(search).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      query: 'Énergie  nucléaire',
      type: 'news',
      focus_enabled: true,
      notification_enabled: false,
    });
    expect((await save(reader, 'Énergie  nucléaire', 'news')).json().id).toBe(search.id);
    expect((await save(reader, '« ! »')).statusCode).toBe(400);

    const notify = await call(t.app, 'POST', `/saved_search/${search.id}/notify/set`, reader);
    expect(notify.json()).toEqual({ id: search.id, focus_enabled: true, notification_enabled: true });
    const unfocus = await call(t.app, 'POST', `/saved_search/${search.id}/focus/unset`, reader);
    expect(unfocus.statusCode).toBe(204);
    const list = await call(t.app, 'GET', '/saved_search', reader);
    expect(list.json()).toEqual([{ ...search, focus_enabled: false, notification_enabled: true }]);

    // Another reader can neither see, toggle nor delete it.
    expect((await call(t.app, 'GET', '/saved_search', insider)).json()).toEqual([]);
    expect((await call(t.app, 'POST', `/saved_search/${search.id}/focus/set`, insider)).statusCode).toBe(404);
    expect((await call(t.app, 'POST', `/saved_search/${search.id}/delete`, insider)).statusCode).toBe(404);

    expect((await call(t.app, 'POST', `/saved_search/${search.id}/delete`, reader)).statusCode).toBe(204);
    expect((await call(t.app, 'GET', '/saved_search', reader)).json()).toEqual([]);
    expect((await call(t.app, 'POST', `/saved_search/${search.id}/delete`, reader)).statusCode).toBe(404);
  });

  it('bring their matches into the focus feed, newest first across pages, never a confidential one unseen', async () => {
    const contact = await createContact(t.db);
    await setItem(t.db, readerId, 'contact', contact.id, { focus_enabled: true });
    const cited = await createPost(t.db, {
      title: 'Budget',
      contacts: [contact.id],
      publish_date: minutesAgo(5),
    });
    const news = await createPost(t.db, { title: 'La filière nucléaire', publish_date: minutesAgo(4) });
    await createPost(t.db, { title: 'Mémo nucléaire', type: 'memo', publish_date: minutesAgo(3) });
    const secret = await createPost(t.db, {
      title: 'Nucléaire confidentiel',
      confidential: true,
      publish_date: minutesAgo(2),
    });
    await createPost(t.db, { title: 'Agriculture', publish_date: minutesAgo(1) });
    const both = await createPost(t.db, { title: 'Nucleaire et budget', contacts: [contact.id] });
    const insiderUser = await t.db
      .selectFrom('sessions')
      .select('user_id')
      .where('user_id', '!=', readerId)
      .executeTakeFirstOrThrow();
    await setItem(t.db, insiderUser.user_id, 'contact', contact.id, { focus_enabled: true });

    expect(await focusFeed(reader, 2)).toEqual([both.id, cited.id]);
    const search = (await save(reader, 'nucleaire', 'news')).json();
    await save(insider, 'NUCLÉAIRE', 'news');
    expect(await focusFeed(reader, 2)).toEqual([both.id, news.id, cited.id]);
    // Taken out of focus and back: the feed follows at once, whatever the server last saw of the reader.
    await call(t.app, 'POST', `/saved_search/${search.id}/focus/unset`, reader);
    expect(await focusFeed(reader, 2)).toEqual([both.id, cited.id]);
    await call(t.app, 'POST', `/saved_search/${search.id}/focus/set`, reader);
    expect(await focusFeed(reader, 1)).toEqual([both.id, news.id, cited.id]);
    expect(await focusFeed(insider, 1)).toEqual([both.id, secret.id, news.id, cited.id]);

    // Scan path: ten followed items or more.
    for (let i = 0; i < 10; i++)
      await setItem(t.db, readerId, 'contact', (await createContact(t.db)).id, { focus_enabled: true });
    expect(await focusFeed(reader, 2)).toEqual([both.id, news.id, cited.id]);
  });

  it('find a match older than the newest 1,000 posts through the search index', async () => {
    const user = await createUser(t.db);
    const cookie = await signIn(t.app, user.email);
    const old = await createPost(t.db, { title: 'Hydrogène vert', publish_date: minutesAgo(60 * 24 * 400) });
    const older = await createPost(t.db, {
      title: 'Hydrogène bleu',
      publish_date: minutesAgo(60 * 24 * 401),
    });
    await sql`INSERT INTO posts (id, title, type, publish_date)
      SELECT 'e' || lpad(to_hex(n), 23, '0'), 'Remplissage ' || n, 'news', now() - n * interval '1 minute' - interval '1 hour'
      FROM generate_series(1, 1100) n`.execute(t.db);
    await save(cookie, 'hydrogene');
    expect(await focusFeed(cookie, 1)).toEqual([old.id, older.id]);
    expect(await focusFeed(cookie, 20)).toEqual([old.id, older.id]);
  });

  it('read on past the newest posts for a term in a few of them, each search as far as it needs', async () => {
    const user = await createUser(t.db);
    const cookie = await signIn(t.app, user.email);
    // 11,100 posts a second apart: "loutre" in 5 of the newest 1,000, in 10 of the 10,000 after them, and
    // in 15 older than all of them; "castor" in 2 of the newest and 3 of the oldest.
    await sql`INSERT INTO posts (id, title, type, publish_date)
      SELECT 'f' || lpad(to_hex(n), 23, '0'),
             CASE WHEN n IN (100, 300, 500, 700, 900) OR (n > 1000 AND n % 1000 = 500) THEN 'La loutre ' || n
                  WHEN n IN (200, 400, 11001, 11002, 11003) THEN 'Le castor ' || n
                  ELSE 'Dépêche ' || n END,
             'news', now() - n * interval '1 second'
      FROM generate_series(1, 11100) n`.execute(t.db);
    await sql`INSERT INTO posts (id, title, type, publish_date)
      SELECT 'd' || lpad(to_hex(n), 23, '0'), 'Loutres d''Europe ' || n, 'memo',
             now() - interval '500 days' - n * interval '1 minute'
      FROM generate_series(1, 15) n`.execute(t.db);
    const matching = await t.db
      .selectFrom('posts')
      .select('id')
      .where((eb) => eb.or([eb('title', 'ilike', '%loutre%'), eb('title', 'ilike', '%castor%')]))
      .orderBy('publish_date', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(matching).toHaveLength(35);
    await save(cookie, 'loutre');
    await save(cookie, 'castor');
    for (const limit of [20, 7])
      expect(await focusFeed(cookie, limit)).toEqual(matching.map((post) => post.id));
  });

  it('take from the posts past the newest only the matches they lack, and page on from there', async () => {
    const cookie = await signIn(t.app, (await createUser(t.db)).email);
    // "héron" in 5 of the newest 1,000 posts and in 30 of the 10,000 after them, none older.
    await sql`DELETE FROM posts`.execute(t.db);
    await sql`INSERT INTO posts (id, title, type, publish_date)
      SELECT 'e' || lpad(to_hex(n), 23, '0'),
             CASE WHEN n IN (100, 300, 500, 700, 900) OR (n > 1000 AND n % 300 = 100) AND n <= 10000
                  THEN 'Le héron ' || n ELSE 'Dépêche ' || n END,
             'news', now() - n * interval '1 second'
      FROM generate_series(1, 11100) n`.execute(t.db);
    await save(cookie, 'heron');
    const beyond = Array.from({ length: 30 }, (_, i) => 1300 + i * 300);
    const expected = [100, 300, 500, 700, 900, ...beyond].map((n) => `e${n.toString(16).padStart(23, '0')}`);
    expect(await focusFeed(cookie, 20)).toEqual(expected);
  });

  it('bring their matches among the posts of a reader of many items, from the newest posts read first', async () => {
    const user = await createUser(t.db);
    const cookie = await signIn(t.app, user.email);
    const contacts = await Promise.all(Array.from({ length: 12 }, () => createContact(t.db)));
    for (const contact of contacts)
      await setItem(t.db, user.id, 'contact', contact.id, { focus_enabled: true });
    // From one instant: creating the 30 posts may take longer than the half second between two dates.
    const now = Date.now();
    const secondsAgo = (n: number) => new Date(now - n * 1000);
    const posts = [];
    for (let i = 0; i < 30; i++) {
      const contact = contacts[i % contacts.length]!;
      posts.push(await createPost(t.db, { contacts: [contact.id], publish_date: secondsAgo(i + 1) }));
    }
    const pangolin = (title: string, seconds: number, fields = {}) =>
      createPost(t.db, { title, publish_date: secondsAgo(seconds), ...fields });
    const match = await pangolin('Le pangolin', 2.5);
    await pangolin('Le pangolin confidentiel', 1.5, { confidential: true });
    await pangolin('Mémo pangolin', 3.5, { type: 'memo' });
    const late = await pangolin('Pangolins', 25.5);
    await save(cookie, 'pangolin', 'news');
    const expected = [...posts.slice(0, 2), match, ...posts.slice(2, 25), late, ...posts.slice(25)];
    for (const limit of [5, 20])
      expect(await focusFeed(cookie, limit)).toEqual(expected.map((post) => post.id));
  });
});

describe('a saved search with notifications on', () => {
  it('pushes a new match once per device, titled with the search, even when followed items match too', async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    const cookie = await signIn(t.app, user.email);
    const otherCookie = await signIn(t.app, other.email);
    const contact = await createContact(t.db);
    await setItem(t.db, user.id, 'contact', contact.id, { notification_enabled: true });
    const search = (await save(cookie, 'éolien', 'news')).json();
    await call(t.app, 'POST', `/saved_search/${search.id}/notify/set`, cookie);
    const otherSearch = (await save(otherCookie, 'eolien')).json();
    await call(t.app, 'POST', `/saved_search/${otherSearch.id}/notify/set`, otherCookie);
    const [fr, en, second] = ['fr', 'en', 'other'].map((name) => newBrowser(service, `search-${name}`));
    if (!fr || !en || !second) throw new Error('browsers');
    await createDevice(t.db, user.id, fr.subscription);
    const device = await createDevice(t.db, user.id, en.subscription);
    await t.db.updateTable('push_subscriptions').set({ lang: 'en' }).where('id', '=', device.id).execute();
    await createDevice(t.db, other.id, second.subscription);

    const both = await createPost(t.db, { title: 'Parc éolien en mer', contacts: [contact.id] });
    const memo = await createPost(t.db, { title: 'Mémo éolien', type: 'memo' });
    const secret = await createPost(t.db, { title: 'Éolien confidentiel', confidential: true });
    await createPost(t.db, { title: 'Solaire' });
    await enqueuePostPushes(t.db, [both.id, memo.id, secret.id]);
    await drain(t.db, service);

    expect(fr.payloads()).toEqual([
      {
        title: 'Recherche « éolien »',
        body: 'Parc éolien en mer',
        url: `/app/post/${both.id}`,
        tag: `post-${both.id}`,
      },
    ]);
    expect(en.payloads()).toEqual([
      expect.objectContaining({ title: 'Search “éolien”', body: 'Parc éolien en mer' }),
    ]);
    // The other reader's search has no type: the memo too, never the confidential post.
    expect(
      second
        .payloads()
        .map((p) => (p as { body: string }).body)
        .sort(),
    ).toEqual(['Mémo éolien', 'Parc éolien en mer']);
  });
});

describe('GET /digest', () => {
  it('lists the last day’s focus posts under each followed item and saved search', async () => {
    const user = await createUser(t.db);
    const cookie = await signIn(t.app, user.email);
    const contact = await createContact(t.db, { firstname: 'Anne', lastname: 'Durand' });
    await setItem(t.db, user.id, 'contact', contact.id, { focus_enabled: true });
    const search = (await save(cookie, 'tarifs')).json();
    const yesterday = await createPost(t.db, { title: 'Tarifs anciens', publish_date: minutesAgo(60 * 25) });
    const cited = await createPost(t.db, {
      title: 'Rencontre',
      contacts: [contact.id],
      publish_date: minutesAgo(30),
    });
    const both = await createPost(t.db, { title: 'Tarifs et rencontre', contacts: [contact.id] });
    const response = await call(t.app, 'GET', '/digest', cookie);
    expect(response.statusCode, response.body).toBe(200);
    const { groups } = response.json();
    expect(
      groups.map((g: { kind: string; id: string; name: string; posts: { id: string }[] }) => [
        g.kind,
        g.id,
        g.name,
        g.posts.map((post) => post.id),
      ]),
    ).toEqual([
      ['contact', contact.id, 'Anne Durand', [both.id, cited.id]],
      ['search', search.id, 'tarifs', [both.id]],
    ]);
    expect(JSON.stringify(groups)).not.toContain(yesterday.id);
  });
});
