import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { newId } from '../../src/lib/ids.ts';
import { publishDuePosts } from '../../src/modules/posts/publications.ts';
import { citedBy } from '../../src/modules/posts/write-repository.ts';
import { useTestApp } from '../helpers/app.ts';
import { createContact, createDevice, createPost, createUser, setItem } from '../helpers/factories.ts';
import { call, signIn } from '../helpers/http.ts';

const t = useTestApp();
let editorCookie: string;
let readerCookie: string;
let contact: { id: string };

beforeAll(async () => {
  const editor = await createUser(t.db, { role: 'editor' });
  const reader = await createUser(t.db);
  editorCookie = await signIn(t.app, editor.email);
  readerCookie = await signIn(t.app, reader.email);
  contact = await createContact(t.db);
  await setItem(t.db, reader.id, 'contact', contact.id, { notification_enabled: true });
  for (const name of ['phone', 'laptop'])
    await createDevice(t.db, reader.id, {
      endpoint: `https://push.example/${name}`,
      keys: { p256dh: 'k', auth: 'a' },
    });
});

const pushesOf = async (id: string) =>
  (await t.db.selectFrom('push_queue').select('payload').execute()).filter(
    (row) => (row.payload as { url: string }).url === `/app/post/${id}`,
  ).length;
const counted = async () =>
  (await call(t.app, 'GET', `/poi_contact/${contact.id}`, readerCookie)).json().total_counts;
const inFeed = async (id: string) =>
  (await call(t.app, 'GET', '/post/feed/normal', readerCookie))
    .json()
    .data.some((p: { id: string }) => p.id === id);

/** Schedules a post a moment ahead, and waits for its date. */
async function scheduleAndWait(title: string): Promise<string> {
  // Far enough ahead that writing and reading it back never reach the date, even on a busy machine.
  const publishDate = new Date(Date.now() + 2_000).toISOString();
  const response = await call(t.app, 'POST', '/admin/posts', editorCookie, {
    post: { title, type: 'news', contacts: [contact.id], publish_date: publishDate },
  });
  expect(response.statusCode, response.body).toBe(201);
  const { id } = response.json();
  expect(await inFeed(id)).toBe(false);
  expect(await pushesOf(id)).toBe(0);
  await sleep(Date.parse(publishDate) - Date.now() + 50);
  return id;
}

describe('scheduled publication', () => {
  it('at its date the post appears in feeds and counts, and its pushes go out once', async () => {
    const before = await counted();
    const id = await scheduleAndWait('Programmée');
    expect(await inFeed(id)).toBe(true);
    const [first, second] = await Promise.all([publishDuePosts(t.db), publishDuePosts(t.db)]);
    expect([...first, ...second]).toEqual([id]);
    expect(await pushesOf(id)).toBe(2);
    expect(await counted()).toBe(before + 1);
    expect(await publishDuePosts(t.db)).toEqual([]);
    expect(await pushesOf(id)).toBe(2);
  });

  it('pushes once across a restart: a new app on the same database runs the job', async () => {
    const id = await scheduleAndWait('Après redémarrage');
    await t.app.close();
    const restarted = await buildApp({ db: t.db, config: t.config });
    try {
      expect(await publishDuePosts(t.db)).toEqual([id]);
      expect(await publishDuePosts(t.db)).toEqual([]);
      expect(await pushesOf(id)).toBe(2);
    } finally {
      t.app = restarted;
    }
  });

  it('finds what a publication of more posts than a statement has parameters cites', async () => {
    const post = await createPost(t.db, { contacts: [contact.id] });
    const ids = [post.id, ...Array.from({ length: 40_000 }, () => newId())];
    expect(await citedBy(t.db, ids)).toEqual({ contacts: [contact.id], entities: [], themes: [] });
  });
});
