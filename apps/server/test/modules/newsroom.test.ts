import { beforeAll, describe, expect, it } from 'vitest';
import { refreshTrendCounts } from '../../src/modules/trends/refresh.ts';
import { useTestApp } from '../helpers/app.ts';
import { createContact, createDevice, createTheme, createUser, setItem } from '../helpers/factories.ts';
import { call, signIn } from '../helpers/http.ts';

const t = useTestApp();
const HOUR = 3_600_000;
type Account = 'editor' | 'outsider' | 'reader';
const cookies = {} as Record<Account, string>;
let contact: { id: string };
let secretTheme: { id: string };
let reader: { id: string };

beforeAll(async () => {
  const accounts: Record<Account, { id: string; email: string }> = {
    editor: await createUser(t.db, { role: 'editor', has_confidential_access: true }),
    outsider: await createUser(t.db, { role: 'editor' }),
    reader: await createUser(t.db),
  };
  reader = accounts.reader;
  for (const [name, user] of Object.entries(accounts))
    cookies[name as Account] = await signIn(t.app, user.email);
  contact = await createContact(t.db);
  secretTheme = await createTheme(t.db, { confidential: true });
  await setItem(t.db, reader.id, 'contact', contact.id, { notification_enabled: true });
  await createDevice(t.db, reader.id, {
    endpoint: 'https://push.example/r',
    keys: { p256dh: 'k', auth: 'a' },
  });
  await refreshTrendCounts(t.db);
});

const create = (post: object, extra: object = {}, cookie = cookies.editor) =>
  call(t.app, 'POST', '/admin/posts', cookie, { post, ...extra });
const update = (id: string, body: object, cookie = cookies.editor) =>
  call(t.app, 'PUT', `/admin/posts/${id}`, cookie, body);
const list = (query: string, cookie = cookies.editor) => call(t.app, 'GET', `/admin/posts${query}`, cookie);
const ids = (page: { data: { id: string }[] }) => page.data.map((post) => post.id);
const pushes = async (postId: string) =>
  (await t.db.selectFrom('push_queue').select('payload').execute()).filter(
    (row) => (row.payload as { url: string }).url === `/app/post/${postId}`,
  ).length;
const lastAudit = (id: string) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_id', '=', id)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

describe('the newsroom’s posts', () => {
  it('creates drafts and scheduled posts, lists them by status, type, author and text', async () => {
    const draft = (await create({ title: 'Brouillon budgétaire', type: 'memo' }, { status: 'draft' })).json();
    const later = new Date(Date.now() + HOUR).toISOString();
    const scheduled = await create({ title: 'Annonce programmée', type: 'news', publish_date: later });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    expect(draft).toMatchObject({ status: 'draft', version: 1 });
    expect(scheduled.json()).toMatchObject({ status: 'scheduled', publish_date: later });
    expect(ids((await list('?status=draft')).json())).toEqual([draft.id]);
    expect(ids((await list('?status=scheduled&type=news')).json())).toEqual([scheduled.json().id]);
    expect(ids((await list('?query=budgetaire')).json())).toEqual([draft.id]);
    expect((await list(`?author=${reader.id}`)).json()).toEqual({ data: [], cursor: false });
    const first = (await list('?limit=1')).json();
    expect(ids(first)).toEqual([scheduled.json().id]);
    expect(ids((await list(`?limit=1&cursor=${first.cursor}`)).json())).toEqual([draft.id]);
    for (const path of ['/post/feed/normal', '/post/search?query=annonce'])
      expect(ids((await call(t.app, 'GET', path, cookies.reader)).json())).not.toContain(scheduled.json().id);
    const got = await call(t.app, 'GET', `/admin/posts/${draft.id}`, cookies.editor);
    expect(got.json()).toEqual(draft);
  });

  it('publishes a draft, then corrects it: same date, marked edited, no second push unless asked', async () => {
    const draft = (
      await create({ title: 'Audition', type: 'news', contacts: [contact.id] }, { status: 'draft' })
    ).json();
    expect(await pushes(draft.id)).toBe(0);
    const published = (
      await update(draft.id, { version: 1, post: { ...postOf(draft) }, status: 'published' })
    ).json();
    expect(published).toMatchObject({ status: 'published', version: 2, edited_at: null });
    expect(await pushes(draft.id)).toBe(1);
    expect((await lastAudit(draft.id)).action).toBe('post.publish');

    const corrected = await update(draft.id, {
      version: 2,
      post: { ...postOf(published), title: 'Audition (corrigé)' },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({ version: 3, publish_date: published.publish_date });
    expect(corrected.json().edited_at).not.toBeNull();
    expect(await pushes(draft.id)).toBe(1);
    expect(await lastAudit(draft.id)).toMatchObject({
      action: 'post.correct',
      before: { title: 'Audition', edited_at: null },
      after: { title: 'Audition (corrigé)', edited_at: corrected.json().edited_at },
    });
    const page = (await call(t.app, 'GET', `/post/${draft.id}`, cookies.reader)).json();
    expect(page).toMatchObject({ title: 'Audition (corrigé)', edited_at: corrected.json().edited_at });

    await update(draft.id, { version: 3, post: postOf(corrected.json()), notify: true });
    expect(await pushes(draft.id)).toBe(2);
    const moved = await update(draft.id, {
      version: 4,
      post: { ...postOf(corrected.json()), publish_date: new Date().toISOString() },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toMatch(/^body\.post\.publish_date: /);
  });

  it('refuses a stale version with 409 and the post as it stands, never overwriting', async () => {
    const post = (await create({ title: 'Original', type: 'memo' })).json();
    const [first, second] = await Promise.all([
      update(post.id, { version: 1, post: { ...postOf(post), title: 'Première' } }),
      update(post.id, { version: 1, post: { ...postOf(post), title: 'Seconde' } }),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const [won, lost] = first.statusCode === 200 ? [first, second] : [second, first];
    expect(lost.json()).toMatchObject({ error: 'conflict', post: { version: 2, title: won.json().title } });
    expect((await call(t.app, 'GET', `/admin/posts/${post.id}`, cookies.editor)).json().title).toBe(
      won.json().title,
    );
  });

  it('refuses a version past PostgreSQL integers with 400 naming it', async () => {
    const post = (await create({ title: 'Versionnée', type: 'memo' })).json();
    const response = await update(post.id, { version: 2 ** 31, post: postOf(post) });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toMatch(/^body\.version: /);
  });

  it('retracts a post from feeds, search, its page, counts and bookmarks, keeping its comments', async () => {
    const post = (await create({ title: 'Rétractable', type: 'news', contacts: [contact.id] })).json();
    const counted = async () =>
      (await call(t.app, 'GET', `/poi_contact/${contact.id}`, cookies.reader)).json().total_counts;
    const countBefore = await counted();
    await call(t.app, 'POST', `/bookmark/${post.id}/set`, cookies.reader);
    const comment = await call(t.app, 'POST', '/post/comment', cookies.reader, {
      post_comment: { post_id: post.id, body: [{ type: 'text', content: 'Vu' }] },
    });
    expect(comment.statusCode).toBe(200);
    const retracted = await call(t.app, 'POST', `/admin/posts/${post.id}/retract`, cookies.editor);
    expect(retracted.json()).toMatchObject({ status: 'retracted', version: 2 });
    expect((await lastAudit(post.id)).action).toBe('post.retract');
    for (const path of ['/post/feed/normal', '/post/search?query=retractable', '/post/feed/bookmarks'])
      expect(ids((await call(t.app, 'GET', path, cookies.reader)).json())).not.toContain(post.id);
    expect((await call(t.app, 'GET', '/bookmark', cookies.reader)).json()).not.toContain(post.id);
    expect((await call(t.app, 'GET', `/post/${post.id}`, cookies.reader)).statusCode).toBe(404);
    expect(await counted()).toBe(countBefore - 1);
    expect(await t.db.selectFrom('bookmarks').where('post_id', '=', post.id).execute()).toHaveLength(1);
    expect(await t.db.selectFrom('comments').where('post_id', '=', post.id).execute()).toHaveLength(1);
    const edit = await update(post.id, { version: 2, post: postOf(post) });
    expect(edit.statusCode).toBe(409);
    expect(ids((await list('?status=retracted')).json())).toContain(post.id);
  });

  it('hides confidential posts and restricted themes from an editor without confidential access', async () => {
    const secret = (await create({ title: 'Note secrète', type: 'memo', confidential: true })).json();
    const open = (await create({ title: 'Note ouverte', type: 'memo', themes: [secretTheme.id] })).json();
    expect(ids((await list('?query=note', cookies.outsider)).json())).toEqual([open.id]);
    expect((await call(t.app, 'GET', `/admin/posts/${secret.id}`, cookies.outsider)).statusCode).toBe(404);
    expect((await update(secret.id, { version: 1, post: postOf(secret) }, cookies.outsider)).statusCode).toBe(
      404,
    );
    const retract = await call(t.app, 'POST', `/admin/posts/${secret.id}/retract`, cookies.outsider);
    expect(retract.statusCode).toBe(404);
    const seen = (await call(t.app, 'GET', `/admin/posts/${open.id}`, cookies.outsider)).json();
    expect(seen.themes).toEqual([]);
    const cite = await create(
      { title: 'Citation', type: 'memo', themes: [secretTheme.id] },
      {},
      cookies.outsider,
    );
    expect(cite.json().message).toBe(`body.post.themes.0: unknown theme ${secretTheme.id}`);
    const edited = await update(
      open.id,
      { version: 1, post: { ...postOf(seen), title: 'Note revue' } },
      cookies.outsider,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await call(t.app, 'GET', `/admin/posts/${open.id}`, cookies.editor)).json().themes).toEqual([
      secretTheme.id,
    ]);
  });

  it('refuses readers with 403 and bad input with 400 naming the field', async () => {
    const post = (await create({ title: 'Pour lecteurs', type: 'memo' })).json();
    for (const response of [
      await list('', cookies.reader),
      await call(t.app, 'GET', `/admin/posts/${post.id}`, cookies.reader),
      await update(post.id, { version: 1, post: postOf(post) }, cookies.reader),
      await call(t.app, 'POST', `/admin/posts/${post.id}/retract`, cookies.reader),
      await create({ title: 'x', type: 'memo' }, {}, cookies.reader),
    ])
      expect(response.statusCode).toBe(403);
    const cases: [Promise<{ statusCode: number; json(): { message: string } }>, RegExp][] = [
      [list('?status=gone'), /^querystring\.status: /],
      [list('?cursor=nope'), /^querystring\.cursor: /],
      [update(post.id, { version: 0, post: postOf(post) }), /^body\.version: /],
      [update(post.id, { version: 1, post: { ...postOf(post), title: '' } }), /^body\.post\.title: /],
      [update(post.id, { version: 1, post: postOf(post), status: 'retracted' }), /^body\.status: /],
      [create({ title: 'x', type: 'memo' }, { status: 'scheduled' }), /^body\.status: /],
    ];
    for (const [response, message] of cases) {
      const answer = await response;
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toMatch(message);
    }
  });
});

/** The editable fields of a post as the newsroom answers it, as an edit sends them back. */
function postOf(post: Record<string, unknown>) {
  const { id, status, version, author, inserted_at, edited_at, retracted_at, ...fields } = post;
  return fields;
}
