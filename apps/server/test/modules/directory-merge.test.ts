import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';
import {
  createContact,
  createEntity,
  createPost,
  createTheme,
  createUser,
  setItem,
} from '../helpers/factories.ts';
import { call, signIn } from '../helpers/http.ts';

const t = useTestApp();
const AFFILIATIONS = ['af0000000000000000000001', 'af0000000000000000000002'];

let users: Awaited<ReturnType<typeof createUser>>[];
let editor: string;
let reader: string;

beforeAll(async () => {
  users = await Promise.all([createUser(t.db, { role: 'editor' }), createUser(t.db), createUser(t.db)]);
  editor = await signIn(t.app, users[0]!.email);
  reader = await signIn(t.app, users[1]!.email);
  await t.db
    .insertInto('affiliations')
    .values(AFFILIATIONS.map((id, n) => ({ id, name: `Parti ${n}`, color: '#123456' })))
    .execute();
});

const merge = (keep: string, duplicate: string, cookie = editor) =>
  call(t.app, 'POST', `/admin/contacts/${keep}/merge`, cookie, { duplicate_id: duplicate });
const settingsOf = (itemId: string) =>
  t.db
    .selectFrom('item_settings')
    .select(['user_id', 'focus_enabled', 'notification_enabled'])
    .where('item_id', '=', itemId)
    .orderBy('user_id')
    .execute();
const link = (source: string, target: string, type: string, targetType: 'contact' | 'entity' = 'entity') => ({
  id: `${Math.random().toString(16).slice(2, 14)}`.padEnd(24, '0'),
  source_type: 'contact' as const,
  source_id: source,
  target_type: targetType,
  target_id: target,
  type,
  color: '#000000',
});

describe('POST /admin/contacts/:id/merge', () => {
  it('refuses readers (403), the contact itself and an unknown duplicate (400)', async () => {
    const { id } = await createContact(t.db);
    expect((await merge(id, id, reader)).statusCode).toBe(403);
    expect((await merge(id, id)).json().message).toBe('body.duplicate_id: is the contact itself');
    expect((await merge(id, '0123456789abcdef01234567')).statusCode).toBe(400);
    expect((await merge('0123456789abcdef01234567', id)).statusCode).toBe(404);
  });

  it('keeps every citation, focus, notification, stance, link and affiliation on the kept contact', async () => {
    const [a, b] = users.map((user) => user.id);
    const keep = await createContact(t.db, { firstname: 'Élisabeth', lastname: 'Borne' });
    const duplicate = await createContact(t.db, {
      firstname: 'Elisabeth',
      lastname: 'Borne',
      start_position: 'supportive',
    });
    const other = await createContact(t.db);
    const entity = await createEntity(t.db);
    const [both, onlyDuplicate, draft] = [
      await createPost(t.db, { contacts: [keep.id, duplicate.id] }),
      await createPost(t.db, { contacts: [other.id, duplicate.id], title: 'Réforme' }),
      await createPost(t.db, { contacts: [duplicate.id], is_published: false }),
    ];
    await setItem(t.db, a!, 'contact', keep.id, { focus_enabled: true });
    await setItem(t.db, a!, 'contact', duplicate.id, { notification_enabled: true });
    await setItem(t.db, b!, 'contact', duplicate.id, { focus_enabled: true, notification_enabled: true });
    const [themeKept, themeMoved] = [await createTheme(t.db), await createTheme(t.db)];
    await t.db
      .insertInto('theme_grid_nodes')
      .values([
        {
          id: 'aa0000000000000000000001',
          theme_id: themeKept.id,
          contact_id: keep.id,
          end_position: 'neutral',
        },
        {
          id: 'aa0000000000000000000002',
          theme_id: themeKept.id,
          contact_id: duplicate.id,
          end_position: 'opponent',
        },
        {
          id: 'aa0000000000000000000003',
          theme_id: themeMoved.id,
          contact_id: duplicate.id,
          end_position: 'committed',
        },
      ])
      .execute();
    await t.db
      .insertInto('links')
      .values([
        link(keep.id, entity.id, 'Membre de'),
        link(duplicate.id, entity.id, 'Membre de'),
        link(duplicate.id, entity.id, 'Présidente de'),
        link(duplicate.id, keep.id, 'Doublon de', 'contact'),
        { ...link(other.id, duplicate.id, 'Collègue de', 'contact') },
      ])
      .execute();
    await t.db
      .insertInto('stance_changes')
      .values({
        theme_id: themeMoved.id,
        contact_id: duplicate.id,
        from_position: 'hesitant',
        to_position: 'committed',
        actor_id: users[0]!.id,
      })
      .execute();
    await t.db
      .insertInto('contact_affiliations')
      .values([
        { contact_id: keep.id, affiliation_id: AFFILIATIONS[0]! },
        { contact_id: duplicate.id, affiliation_id: AFFILIATIONS[0]! },
        { contact_id: duplicate.id, affiliation_id: AFFILIATIONS[1]! },
      ])
      .execute();

    const untouched = await createPost(t.db, { contacts: [other.id] });
    const response = await merge(keep.id, duplicate.id);
    expect(response.statusCode, response.body).toBe(200);
    // An editor who had one of the moved posts open gets a 409 showing it as it now stands.
    const versions = await t.db
      .selectFrom('posts')
      .select(['id', 'version'])
      .where('id', 'in', [both.id, onlyDuplicate.id, draft.id, untouched.id])
      .execute();
    expect(Object.fromEntries(versions.map((post) => [post.id, post.version]))).toEqual({
      [both.id]: 2,
      [onlyDuplicate.id]: 2,
      [draft.id]: 2,
      [untouched.id]: 1,
    });
    expect(response.json()).toMatchObject({
      id: keep.id,
      firstname: 'Élisabeth',
      affiliations: AFFILIATIONS,
    });

    const citations = await t.db
      .selectFrom('post_contacts')
      .select(['post_id', 'contact_id'])
      .where('post_id', 'in', [both.id, onlyDuplicate.id, draft.id])
      .orderBy('post_id')
      .orderBy('position')
      .execute();
    expect(citations).toEqual(
      [
        { post_id: both.id, contact_id: keep.id },
        { post_id: onlyDuplicate.id, contact_id: other.id },
        { post_id: onlyDuplicate.id, contact_id: keep.id },
        { post_id: draft.id, contact_id: keep.id },
      ].sort((x, y) => x.post_id.localeCompare(y.post_id)),
    );
    expect(await settingsOf(keep.id)).toEqual(
      [
        { user_id: a, focus_enabled: true, notification_enabled: true },
        { user_id: b, focus_enabled: true, notification_enabled: true },
      ].sort((x, y) => x.user_id!.localeCompare(y.user_id!)),
    );
    expect(await settingsOf(duplicate.id)).toEqual([]);
    const nodes = await t.db
      .selectFrom('theme_grid_nodes')
      .select(['theme_id', 'end_position'])
      .where('contact_id', '=', keep.id)
      .orderBy('end_position')
      .execute();
    expect(nodes).toEqual([
      { theme_id: themeMoved.id, end_position: 'committed' },
      { theme_id: themeKept.id, end_position: 'neutral' },
    ]);
    const history = await t.db
      .selectFrom('stance_changes')
      .select(['theme_id', 'contact_id', 'to_position'])
      .where('theme_id', '=', themeMoved.id)
      .execute();
    expect(history).toEqual([{ theme_id: themeMoved.id, contact_id: keep.id, to_position: 'committed' }]);
    const page = (await call(t.app, 'GET', `/poi_contact/${keep.id}`, reader)).json();
    expect(page.grid_node.start_position).toBe('supportive');
    expect(page.links_forward[0].links.map((l: { type: string }) => l.type)).toEqual([
      'Membre de',
      'Présidente de',
    ]);
    expect(page.links_backward).toHaveLength(1);
    expect(page.links_forward).toHaveLength(1);

    expect((await call(t.app, 'GET', `/poi_contact/${duplicate.id}`, reader)).statusCode).toBe(404);
    const found = (await call(t.app, 'GET', '/post/search?query=elisabeth', reader)).json();
    expect(found.data.map((card: { id: string }) => card.id)).toContain(onlyDuplicate.id);
    // The editor focused the kept contact only: the duplicate's posts now reach their focus feed.
    const focus = (await call(t.app, 'GET', '/post/feed/focus', editor)).json();
    expect(focus.data.map((card: { id: string }) => card.id)).toEqual([onlyDuplicate.id, both.id]);

    const entries = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'contact.merge')
      .orderBy('id')
      .execute();
    expect(entries.map((entry) => entry.target_id)).toEqual([duplicate.id, keep.id]);
    expect(entries[0]).toMatchObject({ before: { firstname: 'Elisabeth' }, after: { merged_into: keep.id } });
    expect(entries[1]?.after).toMatchObject({ merged: { id: duplicate.id, citing_posts: 3 } });
  });

  it('merges entities the same way', async () => {
    const [keep, duplicate] = [
      await createEntity(t.db, { name: 'CRE' }),
      await createEntity(t.db, { name: 'C.R.E.' }),
    ];
    const post = await createPost(t.db, { entities: [duplicate.id] });
    const response = await call(t.app, 'POST', `/admin/entities/${keep.id}/merge`, editor, {
      duplicate_id: duplicate.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    const card = (await call(t.app, 'GET', `/post/${post.id}`, reader)).json();
    expect(card.entities.map((e: { id: string }) => e.id)).toEqual([keep.id]);
  });
});
