import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';
import {
  createContact,
  createEntity,
  createPost,
  createTheme,
  createUser,
  type PostInput,
  setItem,
} from '../helpers/factories.ts';
import { call, signIn } from '../helpers/http.ts';

const t = useTestApp();
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
let reader: string;
let insider: string;
let readerId: string;

beforeAll(async () => {
  const plain = await createUser(t.db);
  const cleared = await createUser(t.db, { has_confidential_access: true });
  readerId = plain.id;
  reader = await signIn(t.app, plain.email);
  insider = await signIn(t.app, cleared.email);
});

async function allPages(path: string, cookie: string, between?: (page: number) => Promise<void>) {
  const ids: string[] = [];
  let cursor: string | false = '';
  for (let page = 0; cursor !== false; page++) {
    const separator = path.includes('?') ? '&' : '?';
    const response = await call(
      t.app,
      'GET',
      `${path}${cursor ? `${separator}cursor=${cursor}` : ''}`,
      cookie,
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    ids.push(...body.data.map((p: { id: string }) => p.id));
    cursor = body.cursor;
    await between?.(page);
  }
  return ids;
}

/**
 * Posts of the newest 48 seconds, each second's post citing what `cites(n)` gives (n seconds ago): the two
 * newest and the eight oldest, with 38 citing nothing between them, so that the posts a page of 1 scans
 * first (20 of them) hold none of the older ones. Those citing, newest first.
 */
async function citingAroundOthers(cites: (n: number) => PostInput): Promise<string[]> {
  const secondsAgo = (n: number) => new Date(Date.now() - n * 1_000);
  const citing = [];
  for (let n = 0; n < 48; n++) {
    const post = await createPost(t.db, {
      ...(n < 2 || n >= 40 ? cites(n) : {}),
      publish_date: secondsAgo(n),
    });
    if (n < 2 || n >= 40) citing.push(post.id);
  }
  return citing;
}

describe('GET /post/feed/normal', () => {
  it('pages newest first, 20 a page, and never repeats or skips a post when posts are published meanwhile', async () => {
    const author = await createUser(t.db);
    const created = [];
    for (let i = 0; i < 45; i++)
      created.push(await createPost(t.db, { publish_date: minutesAgo(1000 - i), author_id: author.id }));
    const sameInstant = minutesAgo(500.5);
    for (let i = 0; i < 3; i++) created.push(await createPost(t.db, { publish_date: sameInstant }));
    const first = await call(t.app, 'GET', '/post/feed/normal', reader);
    expect(first.json().data).toHaveLength(20);
    const seen = await allPages('/post/feed/normal', reader, async () => {
      await createPost(t.db, { publish_date: new Date() });
    });
    expect(new Set(seen).size).toBe(seen.length);
    for (const post of created) expect(seen).toContain(post.id);
    const dates = first.json().data.map((p: { publish_date: string }) => p.publish_date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('hides confidential, unpublished and future posts from a reader without access', async () => {
    const secret = await createPost(t.db, { confidential: true, title: 'Note réservée' });
    const draft = await createPost(t.db, { is_published: false });
    const future = await createPost(t.db, { publish_date: new Date(Date.now() + 3_600_000) });
    const readerIds = await allPages('/post/feed/normal', reader);
    const insiderIds = await allPages('/post/feed/normal', insider);
    expect(readerIds).not.toContain(secret.id);
    expect(insiderIds).toContain(secret.id);
    for (const ids of [readerIds, insiderIds]) {
      expect(ids).not.toContain(draft.id);
      expect(ids).not.toContain(future.id);
    }
  });

  it('carries at most 5 cited contacts and entities, visible themes, author and comment count', async () => {
    const contacts = await Promise.all(Array.from({ length: 7 }, () => createContact(t.db)));
    const secretTheme = await createTheme(t.db, { confidential: true });
    const openTheme = await createTheme(t.db);
    const author = await createUser(t.db, { firstname: 'Anaïs' });
    const post = await createPost(t.db, {
      contacts: contacts.map((c) => c.id),
      themes: [openTheme.id, secretTheme.id],
      author_id: author.id,
      publish_date: new Date(Date.now() - 1000),
    });
    const card = (await call(t.app, 'GET', '/post/feed/normal', reader))
      .json()
      .data.find((p: { id: string }) => p.id === post.id);
    expect(card.contacts.map((c: { id: string }) => c.id)).toEqual(contacts.slice(0, 5).map((c) => c.id));
    expect(card.themes.map((th: { id: string }) => th.id)).toEqual([openTheme.id]);
    expect(card.author).toMatchObject({ id: author.id, firstname: 'Anaïs' });
    expect(card.comments_count).toBe(0);
    const insiderCard = (await call(t.app, 'GET', '/post/feed/normal', insider))
      .json()
      .data.find((p: { id: string }) => p.id === post.id);
    expect(insiderCard.themes).toHaveLength(2);
  });

  it('refuses a forged cursor and a bad limit with 400, and answers 406 without a session', async () => {
    expect((await call(t.app, 'GET', '/post/feed/normal?cursor=abc', reader)).json()).toMatchObject({
      error: 'validation_error',
      message: expect.stringMatching(/^querystring\.cursor/),
    });
    expect((await call(t.app, 'GET', '/post/feed/normal?limit=500', reader)).statusCode).toBe(400);
    // Safe integers, but past what a Date or a PostgreSQL timestamp holds.
    for (const time of [8.64e15 + 1, -8.64e15, Number.MAX_SAFE_INTEGER]) {
      const cursor = Buffer.from(JSON.stringify([time, 'f'.repeat(24)])).toString('base64url');
      for (const path of ['/post/feed/normal', '/post/feed/bookmarks', '/post/search'])
        expect((await call(t.app, 'GET', `${path}?cursor=${cursor}`, reader)).json()).toMatchObject({
          message: expect.stringMatching(/^querystring\.cursor/),
        });
    }
    for (const edge of ['0000-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z']) {
      const cursor = Buffer.from(JSON.stringify([Date.parse(edge), 'f'.repeat(24)])).toString('base64url');
      expect((await call(t.app, 'GET', `/post/feed/normal?cursor=${cursor}`, reader)).statusCode).toBe(200);
    }
    for (const path of [
      '/post/feed/normal',
      '/post/feed/focus',
      '/post/feed/author?author=0123456789abcdef01234567',
      '/post/feed/custom?query={}',
    ]) {
      expect((await call(t.app, 'GET', path)).statusCode).toBe(406);
    }
  });
});

describe('focus, author and custom feeds', () => {
  it('focus: posts citing a focused contact, entity, or a focused theme and its sub-themes', async () => {
    const contact = await createContact(t.db);
    const entity = await createEntity(t.db);
    const root = await createTheme(t.db);
    const branch = await createTheme(t.db, { parent: root });
    const leaf = await createTheme(t.db, { parent: branch });
    const other = await createTheme(t.db);
    const byContact = await createPost(t.db, { contacts: [contact.id] });
    const byEntity = await createPost(t.db, { entities: [entity.id] });
    const byLeaf = await createPost(t.db, { themes: [leaf.id] });
    const unrelated = await createPost(t.db, { themes: [other.id] });
    const secret = await createPost(t.db, { contacts: [contact.id], confidential: true });
    expect((await call(t.app, 'GET', '/post/feed/focus', reader)).json()).toEqual({
      data: [],
      cursor: false,
    });
    await setItem(t.db, readerId, 'contact', contact.id, { focus_enabled: true });
    await setItem(t.db, readerId, 'entity', entity.id, { focus_enabled: true });
    await setItem(t.db, readerId, 'theme', root.id, { focus_enabled: true });
    await setItem(t.db, readerId, 'theme', other.id, { notification_enabled: true });
    const ids = await allPages('/post/feed/focus', reader);
    expect(ids.sort()).toEqual([byContact.id, byEntity.id, byLeaf.id].sort());
    expect(ids).not.toContain(unrelated.id);
    expect(ids).not.toContain(secret.id);
  });

  it('focus and custom: each reader’s own items, page after page, however many read at once', async () => {
    const readers = await Promise.all([1, 2, 3].map(() => createUser(t.db)));
    const contacts = await Promise.all(readers.map(() => createContact(t.db)));
    const posts = await Promise.all(
      contacts.flatMap((contact, i) =>
        [0, 1, 2].map((n) =>
          createPost(t.db, { contacts: [contact.id], publish_date: minutesAgo(10 * i + n + 1) }),
        ),
      ),
    );
    const cookies = await Promise.all(readers.map((user) => signIn(t.app, user.email)));
    await Promise.all(
      readers.map((user, i) => setItem(t.db, user.id, 'contact', contacts[i]!.id, { focus_enabled: true })),
    );
    const own = (i: number) => posts.slice(3 * i, 3 * i + 3).map((post) => post.id);
    const custom = (i: number) =>
      `/post/feed/custom?limit=2&query=${encodeURIComponent(JSON.stringify({ contacts: [contacts[i]!.id] }))}`;
    const [focus, customs] = await Promise.all([
      Promise.all(cookies.map((cookie) => allPages('/post/feed/focus?limit=2', cookie))),
      Promise.all(cookies.map((cookie, i) => allPages(custom(i), cookie))),
    ]);
    readers.forEach((_, i) => {
      expect(focus[i]).toEqual(own(i));
      expect(customs[i]).toEqual(own(i));
    });
  });

  it('focus: every page of a reader of many items, whether the newest posts hold it or not, walk after walk', async () => {
    const user = await createUser(t.db);
    const cookie = await signIn(t.app, user.email);
    const contacts = await Promise.all(Array.from({ length: 12 }, () => createContact(t.db)));
    const expected = await citingAroundOthers((n) => ({ contacts: [contacts[n % 12]!.id] }));
    for (const contact of contacts)
      await setItem(t.db, user.id, 'contact', contact.id, { focus_enabled: true });
    for (let walk = 0; walk < 3; walk++)
      expect(await allPages('/post/feed/focus?limit=1', cookie)).toEqual(expected);
  });

  it('custom: every page of a theme’s feed, many sub-themes or one, whether the newest posts hold it or not, walk after walk', async () => {
    const root = await createTheme(t.db);
    const below = await Promise.all(Array.from({ length: 11 }, () => createTheme(t.db, { parent: root })));
    const themeOf = (n: number) => below[n % 11]!.id;
    const all = await citingAroundOthers((n) => ({ themes: [themeOf(n)] }));
    // Of the posts 0, 1 and 40 to 47 seconds old, those 0 and 44 seconds old cite the first sub-theme.
    const ofFirst = [all[0], all[6]];
    const feed = (theme: string) =>
      `/post/feed/custom?limit=1&query=${encodeURIComponent(JSON.stringify({ themes: [theme] }))}`;
    for (let walk = 0; walk < 3; walk++) {
      expect(await allPages(feed(root.id), reader)).toEqual(all);
      expect(await allPages(feed(themeOf(0)), reader)).toEqual(ofFirst);
    }
  });

  it('author: only that author’s posts', async () => {
    const author = await createUser(t.db);
    const mine = await createPost(t.db, { author_id: author.id });
    await createPost(t.db);
    expect(await allPages(`/post/feed/author?author=${author.id}`, reader)).toEqual([mine.id]);
    expect((await call(t.app, 'GET', '/post/feed/author?author=nope', reader)).statusCode).toBe(400);
  });

  it('custom: the union of the given items, filtered by types when some are given', async () => {
    const contact = await createContact(t.db);
    const theme = await createTheme(t.db);
    const memo = await createPost(t.db, { contacts: [contact.id], type: 'memo' });
    const news = await createPost(t.db, { themes: [theme.id], type: 'news' });
    await createPost(t.db, { type: 'memo' });
    const query = (q: object) => `/post/feed/custom?query=${encodeURIComponent(JSON.stringify(q))}`;
    const union = await allPages(
      query({ contacts: [contact.id], entities: [], themes: [theme.id], types: [] }),
      reader,
    );
    expect(union.sort()).toEqual([memo.id, news.id].sort());
    expect(
      await allPages(query({ contacts: [contact.id], themes: [theme.id], types: ['memo'] }), reader),
    ).toEqual([memo.id]);
    for (const bad of [
      'not json',
      JSON.stringify({ contacts: ['x'] }),
      JSON.stringify({ types: ['tweet'] }),
    ]) {
      const response = await call(t.app, 'GET', `/post/feed/custom?query=${encodeURIComponent(bad)}`, reader);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^querystring\.query/);
    }
  });
});

describe('confidentiality across every feed', () => {
  it('a confidential post reaches readers with access only, whatever the feed', async () => {
    const author = await createUser(t.db);
    const contact = await createContact(t.db);
    const secret = await createPost(t.db, {
      confidential: true,
      author_id: author.id,
      contacts: [contact.id],
      title: 'Mémo Cormoran',
    });
    const custom = encodeURIComponent(JSON.stringify({ contacts: [contact.id] }));
    const feeds = [
      '/post/feed/normal',
      `/post/feed/author?author=${author.id}`,
      `/post/feed/custom?query=${custom}`,
      '/post/search?query=cormoran',
    ];
    for (const feed of feeds) {
      expect(await allPages(feed, reader), feed).not.toContain(secret.id);
      expect(await allPages(feed, insider), feed).toContain(secret.id);
    }
  });
});
