import type { ItemType, PostType } from '@vigie/contract';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';
import { createUser, setItem } from '../helpers/factories.ts';
import { type FeedItems, type Insertion, insertion, referenceFeed, walkFeed } from '../helpers/feed-walk.ts';
import {
  createWorld,
  indices,
  POST_TYPES,
  type World,
  type WorldShape,
  worldShape,
} from '../helpers/feed-worlds.ts';
import { signIn } from '../helpers/http.ts';

const t = useTestApp();
const readers: { id: string; cookie: string; insider: boolean }[] = [];

beforeAll(async () => {
  for (const insider of [false, true]) {
    const user = await createUser(t.db, { has_confidential_access: insider });
    readers.push({ id: user.id, cookie: await signIn(t.app, user.email), insider });
  }
});

interface QueryShape {
  feed: 'custom' | 'focus';
  contacts: number[];
  entities: number[];
  themes: number[];
  types: PostType[];
  limit: number | null;
  insertions: (Insertion | null)[];
}

const queryShape = (world: WorldShape): fc.Arbitrary<QueryShape> =>
  fc.record({
    feed: fc.constantFrom('custom', 'focus'),
    contacts: fc.subarray(indices(world.contacts)),
    entities: fc.subarray(indices(world.entities)),
    themes: fc.subarray(indices(world.themes.length)),
    types: fc.subarray(POST_TYPES),
    // Mostly small pages, so that a walk crosses many cursors; sometimes the default 20.
    limit: fc.option(
      fc.oneof({ weight: 2, arbitrary: fc.integer({ min: 1, max: 2 }) }, fc.integer({ min: 3, max: 7 })),
      { freq: 5 },
    ),
    insertions: fc.array(fc.option(insertion, { freq: 2 }), { maxLength: 12 }),
  });

const scenario = worldShape.chain((world) =>
  fc.record({
    world: fc.constant(world),
    queries: fc.array(queryShape(world), { minLength: 1, maxLength: 3 }),
  }),
);

/** The given themes and every theme below them, visible or not. */
function subtree(world: World, roots: string[]): string[] {
  const found = new Set(roots);
  for (let grown = true; grown; ) {
    const before = found.size;
    for (const theme of world.themes) if (theme.parent_id && found.has(theme.parent_id)) found.add(theme.id);
    grown = found.size > before;
  }
  return [...found];
}

const FOCUSED = { focus_enabled: true };
const FOLLOWED_ONLY = { notification_enabled: true };

/** Each reader focuses exactly `items`; the world's other items are followed for notifications only. */
async function focusOn(world: World, items: FeedItems) {
  const readerIds = readers.map((reader) => reader.id);
  await t.db.deleteFrom('item_settings').where('user_id', 'in', readerIds).execute();
  const all: [ItemType, string[], string[]][] = [
    ['contact', world.contacts, items.contacts],
    ['entity', world.entities, items.entities],
    ['theme', world.themes.map((theme) => theme.id), items.themes],
  ];
  for (const reader of readers)
    for (const [kind, ids, focused] of all)
      for (const id of ids)
        await setItem(t.db, reader.id, kind, id, focused.includes(id) ? FOCUSED : FOLLOWED_ONLY);
}

async function checkQuery(world: World, query: QueryShape) {
  const pick = (ids: string[], picked: number[]) => picked.map((i) => ids[i] ?? '');
  const themeIds = world.themes.map((theme) => theme.id);
  const items: FeedItems = {
    contacts: pick(world.contacts, query.contacts),
    entities: pick(world.entities, query.entities),
    themes: pick(themeIds, query.themes),
  };
  const types = query.feed === 'focus' ? [] : query.types;
  if (query.feed === 'focus') await focusOn(world, items);
  const path =
    query.feed === 'focus'
      ? '/post/feed/focus'
      : `/post/feed/custom?query=${encodeURIComponent(JSON.stringify({ ...items, types }))}`;
  for (const reader of readers) {
    const { seen, insertedAhead } = await walkFeed({
      ...t,
      path,
      cookie: reader.cookie,
      limit: query.limit ?? undefined,
      insertions: query.insertions,
      citable: { ...items, themes: subtree(world, items.themes) },
    });
    // Keyset pages resume strictly after the last post shown: a post written behind it shows up in its
    // place, one written ahead of it never does. The reference, read after the walk, sees both.
    const reference = await referenceFeed(t.db, items, types, reader.insider);
    const expected = reference.filter((id) => !insertedAhead.includes(id));
    const context = `${query.feed} feed, ${reader.insider ? 'insider' : 'reader'}, ${JSON.stringify({ items, types, limit: query.limit })}`;
    expect(new Set(seen).size, context).toBe(seen.length);
    expect(seen, context).toEqual(expected);
  }
}

describe('personal feeds on random worlds', () => {
  it('page through exactly what a plain query over posts and citations finds, newest first', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ world: shape, queries }) => {
        const world = await createWorld(t.db, shape, Date.now());
        for (const query of queries) await checkQuery(world, query);
      }),
      {
        seed: 20261125,
        numRuns: 12,
        plugins: [fc.interruptAfterTimeLimit(50_000, { failOnInterrupt: true })],
      },
    );
  }, 60_000);
});
