import type { ItemType } from '@vigie/contract';
import fc from 'fast-check';
import { sql } from 'kysely';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { refreshTrendCounts } from '../../src/modules/trends/refresh.ts';
import { useTestApp } from '../helpers/app.ts';
import {
  createContact,
  createEntity,
  createPost,
  createTheme,
  createUser,
  setItem,
} from '../helpers/factories.ts';

const t = useTestApp();

type Theme = Awaited<ReturnType<typeof createTheme>>;

interface FocusSet {
  contacts: string[];
  entities: string[];
  themes: string[];
  public_themes: string[];
}

const EMPTY: FocusSet = { contacts: [], entities: [], themes: [], public_themes: [] };

/** What a reader's focus follows, worked out from the settings and the theme tree themselves. */
async function expectedSet(userId: string): Promise<FocusSet> {
  const settings = await t.db
    .selectFrom('item_settings')
    .select(['item_type', 'item_id'])
    .where('user_id', '=', userId)
    .where('focus_enabled', '=', true)
    .execute();
  const followed = (kind: ItemType) => settings.filter((s) => s.item_type === kind).map((s) => s.item_id);
  const roots = new Set(followed('theme'));
  const themes = (await t.db.selectFrom('themes').selectAll().execute()).filter((theme) =>
    [theme.id, theme.parent_id, theme.root_id].some((id) => id !== null && roots.has(id)),
  );
  const sorted = (ids: string[]) => [...ids].sort();
  return {
    contacts: sorted(followed('contact')),
    entities: sorted(followed('entity')),
    themes: sorted(themes.map((theme) => theme.id)),
    public_themes: sorted(themes.filter((theme) => !theme.restricted).map((theme) => theme.id)),
  };
}

async function storedShare(userId: string) {
  const row = await t.db
    .selectFrom('focus_sets')
    .select('share')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.share;
}

async function storedSet(userId: string): Promise<FocusSet> {
  const row = await t.db
    .selectFrom('focus_sets')
    .select(['contacts', 'entities', 'themes', 'public_themes'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ?? EMPTY;
}

/** A subtree's root, its children and grandchildren are moved under `parent` (or made a root). */
async function move(theme: Theme, parent: Theme | null) {
  const subtree = await t.db
    .selectFrom('themes')
    .select('id')
    .where((eb) => eb.or([eb('id', '=', theme.id), eb('parent_id', '=', theme.id)]))
    .execute();
  const ids = subtree.map((row) => row.id);
  const below = await t.db.selectFrom('themes').select('id').where('parent_id', 'in', ids).execute();
  const all = [...ids, ...below.map((row) => row.id)];
  const rootId = parent ? parent.root_id : theme.id;
  await t.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('themes')
      .set({ parent_id: parent?.id ?? null })
      .where('id', '=', theme.id)
      .execute();
    await trx
      .updateTable('themes')
      .set({ root_id: rootId, restricted: parent?.restricted ?? theme.confidential })
      .where('id', 'in', all)
      .execute();
  });
}

describe('focus_sets', () => {
  const world = {
    contacts: [] as string[],
    entities: [] as string[],
    roots: [] as Theme[],
    subs: [] as Theme[],
  };
  const readers: string[] = [];

  beforeAll(async () => {
    for (let i = 0; i < 3; i++) world.contacts.push((await createContact(t.db)).id);
    for (let i = 0; i < 2; i++) world.entities.push((await createEntity(t.db)).id);
    for (const confidential of [false, true]) {
      const root = await createTheme(t.db, { confidential });
      world.roots.push(root);
      for (let i = 0; i < 2; i++) {
        const sub = await createTheme(t.db, { parent: root });
        world.subs.push(sub);
        await createTheme(t.db, { parent: sub });
      }
    }
    for (let i = 0; i < 2; i++) readers.push((await createUser(t.db)).id);
  });

  const action = () => {
    const item = fc.oneof(
      fc.record({ kind: fc.constant<ItemType>('contact'), index: fc.nat(2) }),
      fc.record({ kind: fc.constant<ItemType>('entity'), index: fc.nat(1) }),
      fc.record({ kind: fc.constant<ItemType>('theme'), index: fc.nat(5) }),
    );
    return fc.oneof(
      fc.record({
        op: fc.constant('set' as const),
        reader: fc.nat(1),
        item,
        focus: fc.boolean(),
        notify: fc.boolean(),
      }),
      fc.record({ op: fc.constant('move' as const), sub: fc.nat(3), under: fc.option(fc.nat(1)) }),
      fc.record({ op: fc.constant('restrict' as const), root: fc.nat(1), confidential: fc.boolean() }),
      fc.record({ op: fc.constant('add' as const), sub: fc.nat(3) }),
    );
  };

  it('holds what each reader follows after any sequence of settings and theme tree changes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action(), { minLength: 1, maxLength: 12 }), async (actions) => {
        for (const a of actions) {
          if (a.op === 'set') {
            const themes = [...world.roots, ...world.subs].map((theme) => theme.id);
            const ids = { contact: world.contacts, entity: world.entities, theme: themes }[a.item.kind];
            await setItem(t.db, readers[a.reader]!, a.item.kind, ids[a.item.index]!, {
              focus_enabled: a.focus,
              notification_enabled: a.notify,
            });
          } else if (a.op === 'move') {
            const sub = await fresh(world.subs[a.sub]!);
            await move(sub, a.under === null ? null : await fresh(world.roots[a.under]!));
          } else if (a.op === 'restrict') {
            const root = await fresh(world.roots[a.root]!);
            await t.db
              .updateTable('themes')
              .set({ confidential: a.confidential })
              .where('id', '=', root.id)
              .execute();
            await move(await fresh(root), null);
          } else {
            await createTheme(t.db, { parent: await fresh(world.subs[a.sub]!) });
          }
          for (const reader of readers) expect(await storedSet(reader)).toEqual(await expectedSet(reader));
        }
      }),
      { numRuns: 15 },
    );
  });

  it('keeps both of two follows committed at once by the same reader', async () => {
    const reader = (await createUser(t.db)).id;
    await setItem(t.db, reader, 'contact', world.contacts[0]!, { focus_enabled: true });
    const [first, second] = [new pg.Client(t.url), new pg.Client(t.url)];
    await Promise.all([first.connect(), second.connect()]);
    try {
      const follow = (client: pg.Client, id: string) =>
        client.query(
          `INSERT INTO item_settings (user_id, item_type, item_id, focus_enabled) VALUES ($1, 'entity', $2, true)`,
          [reader, id],
        );
      await first.query('BEGIN');
      await second.query('BEGIN');
      await follow(first, world.entities[0]!);
      // The second waits for the first to commit before it works out the reader's row.
      const waiting = follow(second, world.entities[1]!);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await first.query('COMMIT');
      await waiting;
      await second.query('COMMIT');
    } finally {
      await Promise.all([first.end(), second.end()]);
    }
    expect((await storedSet(reader)).entities).toEqual([...world.entities].sort());
  });

  it('estimates the part of all posts its items cite from the all-time trend counts, or knows none', async () => {
    const reader = (await createUser(t.db)).id;
    const [cited, uncounted] = [await createContact(t.db), await createContact(t.db)];
    for (let i = 0; i < 3; i++) await createPost(t.db, { contacts: [cited.id] });
    await setItem(t.db, reader, 'contact', uncounted.id, { focus_enabled: true });
    expect((await storedShare(reader)) ?? null).toBeNull();
    await refreshTrendCounts(t.db);
    await sql`ANALYZE posts`.execute(t.db);
    await setItem(t.db, reader, 'contact', cited.id, { focus_enabled: true });
    const { rows } = await sql<{ posts: number }>`
      SELECT reltuples AS posts FROM pg_class WHERE oid = 'posts'::regclass`.execute(t.db);
    const posts = rows[0]?.posts ?? 0;
    expect(await storedShare(reader)).toBeCloseTo(3 / posts, 5);
  });

  it('goes with its reader', async () => {
    const reader = (await createUser(t.db)).id;
    const root = await createTheme(t.db);
    const below = await createTheme(t.db, { parent: root });
    await setItem(t.db, reader, 'theme', root.id, { focus_enabled: true });
    expect((await storedSet(reader)).themes).toEqual([root.id, below.id].sort());
    await t.db.deleteFrom('users').where('id', '=', reader).execute();
    expect(
      await t.db.selectFrom('focus_sets').select('user_id').where('user_id', '=', reader).execute(),
    ).toEqual([]);
  });
});

const fresh = (theme: Theme) =>
  t.db.selectFrom('themes').selectAll().where('id', '=', theme.id).executeTakeFirstOrThrow();
