import { beforeAll, describe, expect, it } from 'vitest';
import { refreshTrendCounts } from '../../src/modules/trends/refresh.ts';
import { useTestApp } from '../helpers/app.ts';
import { queued } from '../helpers/drain.ts';
import {
  createContact,
  createDevice,
  createPost,
  createTheme,
  createUser,
  setItem,
} from '../helpers/factories.ts';
import { call, signIn } from '../helpers/http.ts';

const t = useTestApp();
const HOUR = 3_600_000;
const UNKNOWN_ID = '0123456789abcdef01234567';
const NOT_A_LINK = 'must be an http(s) URL or a path on this site';

let editor: Awaited<ReturnType<typeof createUser>>;
let cookies: Record<'editor' | 'admin' | 'outsiderEditor' | 'reader', string>;
let contact: { id: string };
let root: { id: string; root_id: string; level: number; restricted: boolean };
let subTheme: { id: string };
let secretTheme: { id: string };

beforeAll(async () => {
  editor = await createUser(t.db, { role: 'editor', has_confidential_access: true });
  const admin = await createUser(t.db, { role: 'admin', has_confidential_access: true });
  const outsiderEditor = await createUser(t.db, { role: 'editor' });
  const reader = await createUser(t.db);
  cookies = {
    editor: await signIn(t.app, editor.email),
    admin: await signIn(t.app, admin.email),
    outsiderEditor: await signIn(t.app, outsiderEditor.email),
    reader: await signIn(t.app, reader.email),
  };
  contact = await createContact(t.db);
  root = await createTheme(t.db);
  subTheme = await createTheme(t.db, { parent: root });
  secretTheme = await createTheme(t.db, { confidential: true });
  await createPost(t.db, { contacts: [contact.id], publish_date: new Date(Date.now() - HOUR) });
  await refreshTrendCounts(t.db);
});

const publish = (post: Record<string, unknown>, cookie = cookies.editor) =>
  call(t.app, 'POST', '/admin/posts', cookie, { post });

async function stored() {
  const count = async (table: 'posts' | 'push_queue') =>
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
  return { posts: await count('posts'), pushes: await count('push_queue') };
}

const firstOf = async (path: string, cookie: string) =>
  (await call(t.app, 'GET', path, cookie)).json().data[0]?.id;
const customFeed = (filter: object) =>
  `/post/feed/custom?query=${encodeURIComponent(JSON.stringify(filter))}`;

describe('POST /admin/posts', () => {
  it('publishes an editor’s post: 201 with its page, first in the feeds, counted in the trends', async () => {
    const response = await publish({
      title: 'Tarifs de l’électricité',
      type: 'news',
      summary: 'La CRE propose une hausse.',
      description: '## Contexte\n\nUne hausse de **10 %**.',
      source_name: 'Les Échos',
      source_url: 'https://www.lesechos.fr/',
      contacts: [contact.id],
      themes: [subTheme.id],
      attachments: [{ filename: 'deliberation.pdf', url: 'https://www.cre.fr/deliberation.pdf' }],
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      title: 'Tarifs de l’électricité',
      type: 'news',
      status: 'published',
      version: 1,
      confidential: false,
      author: { id: editor.id },
      contacts: [contact.id],
      themes: [subTheme.id],
      attachments: [{ filename: 'deliberation.pdf', url: 'https://www.cre.fr/deliberation.pdf' }],
      edited_at: null,
    });
    expect((await call(t.app, 'GET', `/post/${created.id}`, cookies.reader)).json()).toMatchObject({
      id: created.id,
      is_published: true,
      contacts: [{ id: contact.id }],
      themes: [{ id: subTheme.id, level: 2 }],
      attachments: [{ filename: 'deliberation.pdf', download_url: 'https://www.cre.fr/deliberation.pdf' }],
      comments: [],
      edited_at: null,
    });
    expect(created.id).toMatch(/^[0-9a-f]{24}$/);
    expect(await firstOf('/post/feed/normal', cookies.reader)).toBe(created.id);
    expect(await firstOf(customFeed({ contacts: [contact.id] }), cookies.reader)).toBe(created.id);
    expect(await firstOf('/post/search?query=électricité', cookies.reader)).toBe(created.id);
    const { lastname } = await t.db
      .selectFrom('contacts')
      .select('lastname')
      .where('id', '=', contact.id)
      .executeTakeFirstOrThrow();
    expect(await firstOf(`/post/search?query=${lastname}`, cookies.reader)).toBe(created.id);
    const cited = (await call(t.app, 'GET', `/poi_contact/${contact.id}`, cookies.reader)).json();
    expect(cited.total_counts).toBe(2);
    const trends = (await call(t.app, 'GET', '/trending/all?days=1', cookies.reader)).json();
    expect(trends.theme).toContainEqual(expect.objectContaining({ id: subTheme.id, total_counts: 1 }));
  });

  it('is described in the OpenAPI document', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    expect(Object.keys(docs.paths['/api/v1/admin/posts'].post.responses)).toContain('201');
  });

  it('lets an admin publish, dated in the past', async () => {
    const publishDate = new Date(Date.now() - 2 * HOUR).toISOString();
    const response = await publish(
      { title: 'Synthèse de la semaine', type: 'synthese', publish_date: publishDate },
      cookies.admin,
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ type: 'synthese', publish_date: publishDate, contacts: [] });
  });

  it('refuses a reader with 403, writing nothing', async () => {
    const before = await stored();
    const response = await publish({ title: 'Fuite', type: 'memo', contacts: [contact.id] }, cookies.reader);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'forbidden', message: expect.any(String) });
    expect(await stored()).toEqual(before);
  });

  it('refuses bad fields and unknown citations with 400 naming the field, writing nothing', async () => {
    const valid = { title: 'Valide', type: 'memo' };
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ type: 'memo' }, /^body\.post\.title: /],
      [{ ...valid, title: '   ' }, /^body\.post\.title: /],
      [{ ...valid, type: 'tweet' }, /^body\.post\.type: /],
      [{ ...valid, contacts: [UNKNOWN_ID] }, `body.post.contacts.0: unknown contact ${UNKNOWN_ID}`],
      [{ ...valid, themes: [subTheme.id, UNKNOWN_ID] }, `body.post.themes.1: unknown theme ${UNKNOWN_ID}`],
      [{ ...valid, entities: [`${UNKNOWN_ID}0`] }, /^body\.post\.entities\.0: must be a 24-character/],
      [{ ...valid, contacts: [contact.id, contact.id] }, `body.post.contacts.1: ${contact.id} appears twice`],
      [{ ...valid, id: UNKNOWN_ID }, /^body\.post: .*"id"/],
      [{ ...valid, publish_date: 'demain' }, /^body\.post\.publish_date: /],
      ...[
        'javascript:alert(1)',
        'data:text/html,<script>x</script>',
        'file:///etc/passwd',
        '//evil.example/x',
      ].flatMap((url): [Record<string, unknown>, string][] => [
        [{ ...valid, source_url: url }, `body.post.source_url: ${NOT_A_LINK}`],
        [{ ...valid, img: url }, `body.post.img: ${NOT_A_LINK}`],
        [
          { ...valid, attachments: [{ filename: 'a.pdf', url }] },
          `body.post.attachments.0.url: ${NOT_A_LINK}`,
        ],
      ]),
    ];
    const before = await stored();
    for (const [post, message] of cases) {
      const response = await publish(post);
      expect(response.statusCode, JSON.stringify(post)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect(await stored()).toEqual(before);
  });

  it('keeps confidential posts and restricted themes to editors with confidential access', async () => {
    const secret = await publish({ title: 'Note confidentielle', type: 'memo', confidential: true });
    expect(secret.statusCode, secret.body).toBe(201);
    const { id } = secret.json();
    expect((await call(t.app, 'GET', `/post/${id}`, cookies.reader)).statusCode).toBe(404);
    expect(await firstOf('/post/feed/normal', cookies.reader)).not.toBe(id);
    expect(await firstOf('/post/feed/normal', cookies.editor)).toBe(id);

    const before = await stored();
    const refused = await publish({ title: 'X', type: 'memo', confidential: true }, cookies.outsiderEditor);
    expect(refused.statusCode).toBe(403);
    const hidden = await publish(
      { title: 'X', type: 'memo', themes: [secretTheme.id] },
      cookies.outsiderEditor,
    );
    expect(hidden.json().message).toBe(`body.post.themes.0: unknown theme ${secretTheme.id}`);
    expect(await stored()).toEqual(before);
  });
});

describe('pushes of a published post', () => {
  let devices: Record<'follower1' | 'follower2' | 'insider' | 'themeFollower' | 'bystander', string>;

  beforeAll(async () => {
    const follower = await createUser(t.db);
    const insider = await createUser(t.db, { has_confidential_access: true });
    const themeFollower = await createUser(t.db);
    const bystander = await createUser(t.db);
    await setItem(t.db, follower.id, 'contact', contact.id, { notification_enabled: true });
    await setItem(t.db, insider.id, 'contact', contact.id, { notification_enabled: true });
    await setItem(t.db, themeFollower.id, 'theme', root.id, { notification_enabled: true });
    await setItem(t.db, bystander.id, 'contact', contact.id, { focus_enabled: true });
    const device = async (user: { id: string }, name: string) =>
      (
        await createDevice(t.db, user.id, {
          endpoint: `https://push.example/${name}`,
          keys: { p256dh: `key-${name}`, auth: `auth-${name}` },
        })
      ).id;
    devices = {
      follower1: await device(follower, 'follower1'),
      follower2: await device(follower, 'follower2'),
      insider: await device(insider, 'insider'),
      themeFollower: await device(themeFollower, 'theme-follower'),
      bystander: await device(bystander, 'bystander'),
    };
  });

  /** The devices a post's pushes are queued for, sorted. */
  const recipients = async (postId: string) =>
    (await queued(t.db))
      .filter((row) => (row.payload as { tag: string }).tag === `post-${postId}`)
      .map((row) => row.subscription_id)
      .sort();

  it('queues one push per device of each reader notified on a cited item', async () => {
    const response = await publish({
      title: 'Audition',
      type: 'news',
      contacts: [contact.id],
      themes: [subTheme.id],
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json();
    expect(await recipients(id)).toEqual(
      [devices.follower1, devices.follower2, devices.insider, devices.themeFollower].sort(),
    );
    const [push] = (await queued(t.db)).filter((row) => row.subscription_id === devices.insider);
    expect(push?.payload).toEqual({
      title: 'News',
      body: 'Audition',
      url: `/app/post/${id}`,
      tag: `post-${id}`,
    });
  });

  it('queues a confidential post’s pushes only for readers with confidential access', async () => {
    const response = await publish({
      title: 'Arbitrage',
      type: 'memo',
      confidential: true,
      contacts: [contact.id],
      themes: [subTheme.id],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await recipients(response.json().id)).toEqual([devices.insider]);
  });
});
