import { beforeAll, describe, expect, it } from 'vitest';
import type { ItemType } from '../../src/db/database.ts';
import { useTestApp } from '../helpers/app.ts';
import { createContact, createEntity, createTheme, createUser, setItem } from '../helpers/factories.ts';
import { call, signIn } from '../helpers/http.ts';

const t = useTestApp();
const UNKNOWN = 'a'.repeat(24);

let readerId: string;
let reader: string;
let insider: string;

beforeAll(async () => {
  const user = await createUser(t.db);
  readerId = user.id;
  reader = await signIn(t.app, user.email);
  insider = await signIn(t.app, (await createUser(t.db, { has_confidential_access: true })).email);
});

const settingsOf = (userId: string, itemId: string) =>
  t.db
    .selectFrom('item_settings')
    .select(['item_type', 'focus_enabled', 'notification_enabled'])
    .where('user_id', '=', userId)
    .where('item_id', '=', itemId)
    .execute();

describe('POST /{focus|notify}_{kind}/:id/{set|unset}', () => {
  const kinds: [ItemType, () => Promise<{ id: string }>][] = [
    ['contact', () => createContact(t.db)],
    ['entity', () => createEntity(t.db)],
    ['theme', () => createTheme(t.db)],
  ];

  for (const [kind, create] of kinds) {
    it(`turns focus and notifications of a ${kind} on with JSON and off with an empty 204, idempotently`, async () => {
      const { id } = await create();
      const focus = await call(t.app, 'POST', `/focus_${kind}/${id}/set`, reader);
      expect(focus.statusCode).toBe(200);
      expect(focus.json()).toEqual({ id, focus_enabled: true, notification_enabled: false });
      const again = await call(t.app, 'POST', `/focus_${kind}/${id}/set`, reader);
      expect(again.json()).toEqual({ id, focus_enabled: true, notification_enabled: false });

      const notify = await call(t.app, 'POST', `/notify_${kind}/${id}/set`, reader);
      expect(notify.json()).toEqual({ id, focus_enabled: true, notification_enabled: true });

      for (let i = 0; i < 2; i++) {
        const off = await call(t.app, 'POST', `/focus_${kind}/${id}/unset`, reader);
        expect(off.statusCode).toBe(204);
        expect(off.body).toBe('');
      }
      expect(await settingsOf(readerId, id)).toEqual([
        { item_type: kind, focus_enabled: false, notification_enabled: true },
      ]);
      const notifyOff = await call(t.app, 'POST', `/notify_${kind}/${id}/unset`, reader);
      expect(notifyOff.statusCode).toBe(204);
      expect(await settingsOf(readerId, id)).toEqual([
        { item_type: kind, focus_enabled: false, notification_enabled: false },
      ]);
    });

    it(`answers 404 for an unknown ${kind}, 400 for a bad flag or id, 406 without a session`, async () => {
      const { id } = await create();
      for (const action of ['focus', 'notify']) {
        const missing = await call(t.app, 'POST', `/${action}_${kind}/${UNKNOWN}/set`, reader);
        expect(missing.statusCode).toBe(404);
        expect(missing.json().error).toBe('not_found');
        expect((await call(t.app, 'POST', `/${action}_${kind}/${UNKNOWN}/unset`, reader)).statusCode).toBe(
          404,
        );
        const flag = await call(t.app, 'POST', `/${action}_${kind}/${id}/toggle`, reader);
        expect(flag.statusCode).toBe(400);
        expect(flag.json().message).toMatch(/^params\.flag/);
        const badId = await call(t.app, 'POST', `/${action}_${kind}/xyz/set`, reader);
        expect(badId.json().message).toMatch(/^params\.id/);
        expect((await call(t.app, 'POST', `/${action}_${kind}/${id}/set`)).statusCode).toBe(406);
      }
      expect(await settingsOf(readerId, id)).toEqual([]);
    });
  }

  it('answers 404 for a restricted theme to a user without access, and sets it for one with', async () => {
    const secret = await createTheme(t.db, { confidential: true });
    const under = await createTheme(t.db, { parent: secret });
    for (const theme of [secret, under]) {
      expect((await call(t.app, 'POST', `/focus_theme/${theme.id}/set`, reader)).statusCode).toBe(404);
      expect((await call(t.app, 'POST', `/notify_theme/${theme.id}/unset`, reader)).statusCode).toBe(404);
      expect(await settingsOf(readerId, theme.id)).toEqual([]);
      const allowed = await call(t.app, 'POST', `/focus_theme/${theme.id}/set`, insider);
      expect(allowed.json()).toEqual({ id: theme.id, focus_enabled: true, notification_enabled: false });
    }
  });
});

describe('GET /focus_{kind}', () => {
  it('lists focused or notified contacts by name, with their settings', async () => {
    const user = await createUser(t.db);
    const cookie = await signIn(t.app, user.email);
    const zola = await createContact(t.db, { firstname: 'Émile', lastname: 'Zola' });
    const eluard = await createContact(t.db, { firstname: 'Paul', lastname: 'Éluard' });
    const dropped = await createContact(t.db);
    await setItem(t.db, user.id, 'contact', zola.id, { focus_enabled: true });
    await setItem(t.db, user.id, 'contact', eluard.id, { notification_enabled: true });
    await setItem(t.db, user.id, 'contact', dropped.id, { focus_enabled: false });
    await setItem(t.db, readerId, 'contact', dropped.id, { focus_enabled: true });

    const response = await call(t.app, 'GET', '/focus_contact', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: eluard.id,
        focus_enabled: false,
        notification_enabled: true,
        poi_contact: { id: eluard.id, firstname: 'Paul', lastname: 'Éluard', img: null },
      },
      {
        id: zola.id,
        focus_enabled: true,
        notification_enabled: false,
        poi_contact: { id: zola.id, firstname: 'Émile', lastname: 'Zola', img: null },
      },
    ]);
  });

  it('lists entities, and themes without the restricted ones for a user without access', async () => {
    const user = await createUser(t.db);
    const cookie = await signIn(t.app, user.email);
    const entity = await createEntity(t.db, { name: 'Sénat' });
    const open = await createTheme(t.db, { item: 'Énergie' });
    const secret = await createTheme(t.db, { item: 'Défense', confidential: true });
    const under = await createTheme(t.db, { item: 'Armée', parent: secret });
    await setItem(t.db, user.id, 'entity', entity.id, { focus_enabled: true, notification_enabled: true });
    for (const theme of [open, secret, under])
      await setItem(t.db, user.id, 'theme', theme.id, { focus_enabled: true });

    expect((await call(t.app, 'GET', '/focus_entity', cookie)).json()).toEqual([
      {
        id: entity.id,
        focus_enabled: true,
        notification_enabled: true,
        poi_entity: { id: entity.id, name: 'Sénat', img: null },
      },
    ]);
    expect((await call(t.app, 'GET', '/focus_theme', cookie)).json()).toEqual([
      {
        id: open.id,
        focus_enabled: true,
        notification_enabled: false,
        poi_theme: { id: open.id, item: 'Énergie', confidential: false, level: 1 },
      },
    ]);

    await t.db
      .updateTable('users')
      .set({ has_confidential_access: true })
      .where('id', '=', user.id)
      .execute();
    const themes = (await call(t.app, 'GET', '/focus_theme', cookie)).json();
    expect(themes.map((s: { id: string }) => s.id)).toEqual([under.id, secret.id, open.id]);
  });

  it('answers 406 without a session', async () => {
    for (const kind of ['contact', 'entity', 'theme'])
      expect((await call(t.app, 'GET', `/focus_${kind}`)).statusCode).toBe(406);
  });
});
