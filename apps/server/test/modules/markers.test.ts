import { describe, expect, it } from 'vitest';
import { newId } from '../../src/lib/ids.ts';
import { useTestApp } from '../helpers/app.ts';
import { createContact, createPost, createUser, setItem } from '../helpers/factories.ts';
import { call, signIn } from '../helpers/http.ts';

const t = useTestApp();

async function reader(confidential = false) {
  const user = await createUser(t.db, { has_confidential_access: confidential });
  return { user, cookie: await signIn(t.app, user.email) };
}

const markers = (cookie: string, ...timelines: string[]) =>
  call(t.app, 'GET', `/markers?${timelines.map((name) => `timeline[]=${name}`).join('&')}`, cookie);
const save = (cookie: string, body: unknown) => call(t.app, 'POST', '/markers', cookie, body);
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('read markers', () => {
  it('only move forward, each timeline on its own', async () => {
    const { cookie } = await reader();
    const older = await createPost(t.db, { publish_date: ago(10) });
    const newer = await createPost(t.db, { publish_date: ago(5) });

    const moved = await save(cookie, { home: { last_read_id: newer.id } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().home).toMatchObject({
      last_read_id: newer.id,
      last_read_publish_date: newer.publish_date.toISOString(),
    });
    const stale = await save(cookie, { home: { last_read_id: older.id }, focus: { last_read_id: older.id } });
    expect(stale.json().home.last_read_id).toBe(newer.id);
    expect(stale.json().focus.last_read_id).toBe(older.id);

    const both = (await markers(cookie, 'home', 'focus')).json();
    expect(Object.keys(both).sort()).toEqual(['focus', 'home']);
    expect(both.home.last_read_id).toBe(newer.id);
    expect(Object.keys((await markers(cookie, 'home')).json())).toEqual(['home']);
  });

  it('count the visible posts newer than the marker, up to 100', async () => {
    const { cookie } = await reader();
    const insider = await reader(true);
    const seen = await createPost(t.db, { publish_date: ago(1) });
    await save(cookie, { home: { last_read_id: seen.id } });
    await save(insider.cookie, { home: { last_read_id: seen.id } });
    for (let i = 0; i < 3; i++) await createPost(t.db);
    await createPost(t.db, { confidential: true });
    expect((await markers(cookie, 'home')).json().home.unread_count).toBe(3);
    expect((await markers(insider.cookie, 'home')).json().home.unread_count).toBe(4);

    await t.db
      .insertInto('posts')
      .values(
        Array.from({ length: 120 }, (_, i) => ({
          id: newId(),
          title: `Flood ${i}`,
          type: 'news' as const,
          publish_date: new Date(),
        })),
      )
      .execute();
    expect((await markers(cookie, 'home')).json().home.unread_count).toBe(100);
  });

  it('count the focus feed and a followed item, and ignore an item not followed', async () => {
    const { user, cookie } = await reader();
    const followed = await createContact(t.db);
    const other = await createContact(t.db);
    await setItem(t.db, user.id, 'contact', followed.id, { focus_enabled: true });
    const first = await createPost(t.db, { contacts: [followed.id], publish_date: ago(1) });
    const item = `contact:${followed.id}`;
    const answer = await save(cookie, {
      focus: { last_read_id: first.id },
      [item]: { last_read_id: first.id },
      [`contact:${other.id}`]: { last_read_id: first.id },
    });
    expect(Object.keys(answer.json()).sort()).toEqual([item, 'focus'].sort());
    await createPost(t.db, { contacts: [followed.id] });
    await createPost(t.db, { contacts: [followed.id] });
    await createPost(t.db, { contacts: [other.id] });
    await createPost(t.db, { contacts: [followed.id], confidential: true });
    const counts = (await markers(cookie, 'focus', item)).json();
    expect(counts.focus.unread_count).toBe(2);
    expect(counts[item].unread_count).toBe(2);
  });

  it('belong to their reader', async () => {
    const a = await reader();
    const b = await reader();
    const post = await createPost(t.db);
    await save(a.cookie, { home: { last_read_id: post.id } });
    expect((await markers(b.cookie, 'home')).json()).toEqual({});
    expect((await save(b.cookie, { focus: { last_read_id: post.id } })).json()).not.toHaveProperty('home');
    expect((await markers(a.cookie, 'home', 'focus')).json()).not.toHaveProperty('focus');
  });

  it('refuse bad input with 400', async () => {
    const { cookie } = await reader();
    const id = (await createPost(t.db)).id;
    const refused = [
      await markers(cookie),
      await markers(cookie, 'notifications'),
      await markers(cookie, `contact:${id}x`),
      await markers(cookie, ...Array.from({ length: 21 }, () => 'home')),
      await save(cookie, {}),
      await save(cookie, { home: { last_read_id: 'nope' } }),
      await save(cookie, { home: { last_read_id: id, extra: 1 } }),
      await save(cookie, { everything: { last_read_id: id } }),
      await save(cookie, []),
    ];
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toBe('validation_error');
    }
  });

  it('never reveal a post the reader may not see', async () => {
    const { cookie } = await reader();
    const insider = await reader(true);
    // Long ago: the other tests' posts all come after these.
    const visible = await createPost(t.db, { publish_date: ago(603) });
    const secret = await createPost(t.db, { publish_date: ago(602), confidential: true });
    await save(cookie, { home: { last_read_id: visible.id } });

    const hidden = await save(cookie, { home: { last_read_id: secret.id } });
    const unknown = await save(cookie, { home: { last_read_id: newId() } });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.body).toBe(unknown.body);
    expect(hidden.json().home.last_read_id).toBe(visible.id);

    // A marker whose post became hidden shows the newest post before it the reader may see.
    await save(insider.cookie, { home: { last_read_id: secret.id } });
    expect((await markers(insider.cookie, 'home')).json().home.last_read_id).toBe(secret.id);
    await t.db
      .updateTable('users')
      .set({ has_confidential_access: false })
      .where('id', '=', insider.user.id)
      .execute();
    const demoted = (await markers(insider.cookie, 'home')).json().home;
    expect(demoted.last_read_id).toBe(visible.id);
    expect(JSON.stringify(demoted)).not.toContain(secret.id);

    const retracted = await createPost(t.db, { publish_date: ago(601) });
    await save(cookie, { home: { last_read_id: retracted.id } });
    await t.db.updateTable('posts').set({ is_published: false }).where('id', '=', retracted.id).execute();
    expect((await markers(cookie, 'home')).json().home.last_read_id).toBe(visible.id);
  });
});
