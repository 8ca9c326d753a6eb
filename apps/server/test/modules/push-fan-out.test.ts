import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importContent } from '../../src/content/import.ts';
import { enqueuePostPushes } from '../../src/modules/push/fan-out.ts';
import { useTestApp } from '../helpers/app.ts';
import { drain, queued } from '../helpers/drain.ts';
import {
  createContact,
  createDevice,
  createPost,
  createTheme,
  createUser,
  setItem,
} from '../helpers/factories.ts';
import { call, signIn } from '../helpers/http.ts';
import { type Browser, newBrowser, startPushService } from '../helpers/push-service.ts';

const service = await startPushService();
const t = useTestApp();
afterAll(() => service.close());

const browsers = {} as Record<
  'alice1' | 'alice2' | 'bob' | 'carol' | 'dave' | 'erin' | 'frank' | 'gone404' | 'gone410',
  Browser
>;
for (const name of Object.keys({
  alice1: 0,
  alice2: 0,
  bob: 0,
  carol: 0,
  dave: 0,
  erin: 0,
  frank: 0,
  gone404: 0,
  gone410: 0,
}))
  browsers[name as keyof typeof browsers] = newBrowser(service, name);
const tags = (browser: Browser) =>
  browser
    .payloads()
    .map((payload) => (payload as { tag: string }).tag)
    .sort();

let contact: { id: string };
let root: { id: string; root_id: string; level: number; restricted: boolean };
let leaf: { id: string };
let users: Record<'alice' | 'bob' | 'carol' | 'dave' | 'erin' | 'frank', { id: string; email: string }>;

beforeAll(async () => {
  contact = await createContact(t.db);
  root = await createTheme(t.db);
  const sub = await createTheme(t.db, { parent: root });
  leaf = await createTheme(t.db, { parent: sub });
  users = {
    alice: await createUser(t.db),
    bob: await createUser(t.db),
    carol: await createUser(t.db, { has_confidential_access: true, firstname: 'Carole', lastname: 'Dumas' }),
    dave: await createUser(t.db, { is_active: false }),
    erin: await createUser(t.db),
    frank: await createUser(t.db),
  };
  await setItem(t.db, users.alice.id, 'contact', contact.id, { notification_enabled: true });
  await setItem(t.db, users.bob.id, 'theme', root.id, { notification_enabled: true });
  await setItem(t.db, users.carol.id, 'contact', contact.id, { notification_enabled: true });
  await setItem(t.db, users.carol.id, 'theme', leaf.id, { notification_enabled: true });
  await setItem(t.db, users.dave.id, 'contact', contact.id, { notification_enabled: true });
  await setItem(t.db, users.erin.id, 'contact', contact.id, { focus_enabled: true });
  await setItem(t.db, users.frank.id, 'contact', contact.id, { notification_enabled: true });
  const device = (user: { id: string }, browser: Browser, expires?: Date) =>
    createDevice(t.db, user.id, browser.subscription, expires);
  await device(users.alice, browsers.alice1);
  await device(users.alice, browsers.alice2);
  await device(users.bob, browsers.bob);
  await device(users.carol, browsers.carol);
  await device(users.dave, browsers.dave);
  await device(users.erin, browsers.erin);
  // A device whose session ended is signed out: it gets nothing.
  await device(users.frank, browsers.frank, new Date(Date.now() - 1000));
});

describe('push fan-out on publish', () => {
  it('reaches each notified reader once per device, by contact, by theme ancestry and by access', async () => {
    const byContact = await createPost(t.db, { title: 'Réforme du contact', contacts: [contact.id] });
    const byLeaf = await createPost(t.db, { title: 'Sous-thème', type: 'synthese', themes: [leaf.id] });
    const secret = await createPost(t.db, {
      title: 'Confidentiel',
      type: 'memo',
      confidential: true,
      contacts: [contact.id],
      themes: [leaf.id],
    });
    const unpublished = await createPost(t.db, { is_published: false, contacts: [contact.id] });
    const count = await enqueuePostPushes(t.db, [byContact.id, byLeaf.id, secret.id, unpublished.id]);
    expect(count).toBe(6);
    await drain(t.db, service);

    expect(tags(browsers.alice1)).toEqual([`post-${byContact.id}`]);
    expect(tags(browsers.alice2)).toEqual([`post-${byContact.id}`]);
    expect(tags(browsers.bob)).toEqual([`post-${byLeaf.id}`]);
    expect(tags(browsers.carol)).toEqual(
      [`post-${byContact.id}`, `post-${byLeaf.id}`, `post-${secret.id}`].sort(),
    );
    for (const nobody of [browsers.dave, browsers.erin, browsers.frank])
      expect(nobody.payloads()).toEqual([]);
    expect(browsers.carol.payloads()).toContainEqual({
      title: 'Synthese',
      body: 'Sous-thème',
      url: `/app/post/${byLeaf.id}`,
      tag: `post-${byLeaf.id}`,
    });
    expect(browsers.carol.payloads()).toContainEqual(
      expect.objectContaining({ title: 'Memo', body: 'Confidentiel' }),
    );
    expect(browsers.alice1.payloads()[0]).toMatchObject({ title: 'News', body: 'Réforme du contact' });
    expect(await queued(t.db)).toEqual([]);
  });

  it('queues the posts an import publishes, in its transaction', async () => {
    const before = browsers.bob.payloads().length;
    const id = 'f00000000000000000000001';
    await importContent(t.db, {
      posts: [
        { id, title: 'Importé', type: 'news', publish_date: new Date().toISOString(), themes: [leaf.id] },
      ],
    });
    expect((await queued(t.db)).map((row) => row.payload)).toEqual([
      { title: 'News', body: 'Importé', url: `/app/post/${id}`, tag: `post-${id}` },
      { title: 'News', body: 'Importé', url: `/app/post/${id}`, tag: `post-${id}` },
    ]);
    // Importing it again publishes nothing new.
    await importContent(t.db, {
      posts: [
        { id, title: 'Importé', type: 'news', publish_date: new Date().toISOString(), themes: [leaf.id] },
      ],
    });
    expect(await queued(t.db)).toHaveLength(2);
    await drain(t.db, service);
    expect(browsers.bob.payloads()).toHaveLength(before + 1);
  });

  it('reaches the followers of a restricted theme only when they may see it', async () => {
    const restricted = await createTheme(t.db, { confidential: true });
    const below = await createTheme(t.db, { parent: restricted });
    await setItem(t.db, users.bob.id, 'theme', restricted.id, { notification_enabled: true });
    await setItem(t.db, users.carol.id, 'theme', restricted.id, { notification_enabled: true });
    const post = await createPost(t.db, { title: 'Sous un thème restreint', themes: [below.id] });
    expect(await enqueuePostPushes(t.db, [post.id])).toBe(1);
    await drain(t.db, service);
    expect(tags(browsers.carol)).toContain(`post-${post.id}`);
    expect(tags(browsers.bob)).not.toContain(`post-${post.id}`);
  });
});

describe('mention push', () => {
  it('goes to each device of the users mentioned, not to the author', async () => {
    const post = await createPost(t.db, { title: 'Le débat' });
    const cookie = await signIn(t.app, users.carol.email);
    const before = { alice: browsers.alice1.payloads().length, carol: browsers.carol.payloads().length };
    const response = await call(t.app, 'POST', '/post/comment', cookie, {
      post_comment: {
        post_id: post.id,
        body: [
          { type: 'mention', content: 'alice', user_id: users.alice.id },
          { type: 'text', content: 'et moi' },
          { type: 'mention', content: 'carole', user_id: users.carol.id },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const commentId = response.json().id;
    await drain(t.db, service);
    const mention = {
      title: 'Nouvelle mention',
      body: 'Carole Dumas vous a mentionné : Le débat',
      url: `/app/post/${post.id}?focus_comment=true`,
      tag: `mention-${commentId}`,
    };
    expect(browsers.alice1.payloads().slice(before.alice)).toEqual([mention]);
    expect(browsers.alice2.payloads()).toContainEqual(mention);
    expect(browsers.carol.payloads()).toHaveLength(before.carol);
  });
});

describe('the language of each device', () => {
  it('names the post type and the mention in English on a device whose app speaks English', async () => {
    const { endpoint } = browsers.alice2.subscription;
    const speak = (lang: 'fr' | 'en') =>
      t.db.updateTable('push_subscriptions').set({ lang }).where('endpoint', '=', endpoint).execute();
    await speak('en');
    try {
      const before = {
        french: browsers.alice1.payloads().length,
        english: browsers.alice2.payloads().length,
      };
      const post = await createPost(t.db, { title: 'Le budget', type: 'synthese', contacts: [contact.id] });
      await enqueuePostPushes(t.db, [post.id]);
      const cookie = await signIn(t.app, users.carol.email);
      const response = await call(t.app, 'POST', '/post/comment', cookie, {
        post_comment: {
          post_id: post.id,
          body: [{ type: 'mention', content: 'alice', user_id: users.alice.id }],
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      await drain(t.db, service);
      const texts = (browser: Browser, from: number) =>
        (browser.payloads() as { title: string; body: string }[])
          .slice(from)
          .map(({ title, body }) => ({ title, body }));
      expect(texts(browsers.alice1, before.french)).toEqual([
        { title: 'Synthese', body: 'Le budget' },
        { title: 'Nouvelle mention', body: 'Carole Dumas vous a mentionné : Le budget' },
      ]);
      expect(texts(browsers.alice2, before.english)).toEqual([
        { title: 'Synthesis', body: 'Le budget' },
        { title: 'New mention', body: 'Carole Dumas mentioned you: Le budget' },
      ]);
    } finally {
      await speak('fr');
    }
  });
});

describe('a push service answering 404 or 410', () => {
  it('deletes the subscription and its pending pushes; other failures are retried later', async () => {
    const user = await createUser(t.db);
    await setItem(t.db, user.id, 'contact', contact.id, { notification_enabled: true });
    await createDevice(t.db, user.id, browsers.gone404.subscription);
    await createDevice(t.db, user.id, browsers.gone410.subscription);
    const flaky = newBrowser(service, 'flaky');
    await createDevice(t.db, user.id, flaky.subscription);
    service.answer('gone404', 404);
    service.answer('gone410', 410);
    service.answer('flaky', 503);
    const posts = [
      await createPost(t.db, { contacts: [contact.id] }),
      await createPost(t.db, { contacts: [contact.id] }),
    ];
    await enqueuePostPushes(
      t.db,
      posts.map((post) => post.id),
    );
    await drain(t.db, service, { concurrency: 1 });

    const left = await t.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('user_id', '=', user.id)
      .execute();
    expect(left.map((row) => row.endpoint)).toEqual([flaky.subscription.endpoint]);
    // One request each: the first answer deleted the device, and its second push with it.
    expect(service.received.filter((push) => push.name.startsWith('gone'))).toHaveLength(2);
    const retries = await queued(t.db);
    expect(retries).toHaveLength(2);
    for (const row of retries) {
      expect(row).toMatchObject({ attempts: 1, claim_token: null });
      expect(row.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 20_000);
    }

    // Due again at the last attempt, a push failing once more is given up.
    await t.db
      .updateTable('push_queue')
      .set({ next_attempt_at: new Date(0), attempts: 5 })
      .execute();
    await drain(t.db, service, { maxAttempts: 6 });
    expect(await queued(t.db)).toEqual([]);
  });
});
