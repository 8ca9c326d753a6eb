import { type PostType, PostType as PostTypes } from '@vigie/contract';
import fc from 'fast-check';
import type { Db } from '../../src/db/connect.ts';
import { createContact, createEntity, createPost, createTheme } from './factories.ts';

export const POST_TYPES: PostType[] = PostTypes.options;
const MINUTE = 60_000;

/** True once in `outOf` draws; shrinks to false. */
export const rarely = (outOf: number) => fc.nat({ max: outOf - 1 }).map((n) => n === outOf - 1);
export const indices = (count: number) => Array.from({ length: count }, (_, i) => i);

export interface ThemeShape {
  /** Index of an earlier theme, or undefined for a root. */
  parent: number | undefined;
  confidential: boolean;
}

export interface PostShape {
  when: PostDate;
  published: boolean;
  confidential: boolean;
  type: PostType;
  contacts: number[];
  entities: number[];
  themes: number[];
  /** Also cites each cited theme's parent: a post citing a theme and its sub-theme. */
  alsoParents: boolean;
}

export interface WorldShape {
  contacts: number;
  entities: number;
  themes: ThemeShape[];
  posts: PostShape[];
}

/** Themes in creation order, each under an earlier one whose level is below 3. */
const themeTree = fc
  .array(fc.record({ parentPick: fc.option(fc.nat(), { freq: 3 }), confidential: rarely(4) }), {
    minLength: 1,
    maxLength: 8,
  })
  .map((picks) => {
    const levels: number[] = [];
    return picks.map(({ parentPick, confidential }): ThemeShape => {
      const candidates = indices(levels.length).filter((i) => (levels[i] ?? 3) < 3);
      const parent = parentPick === null ? undefined : candidates[parentPick % candidates.length];
      levels.push(parent === undefined ? 1 : (levels[parent] ?? 0) + 1);
      return { parent, confidential };
    });
  });

interface PostDate {
  /** Negative: published that many minutes ago; positive: scheduled that far ahead. */
  minutesFromNow: number;
  millis: number;
}

// Many posts on a few busy instants: one item's equal dates straddle page and window boundaries.
const postDate: fc.Arbitrary<PostDate> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ minutesFromNow: fc.integer({ min: -4, max: -1 }), millis: fc.constant(0) }),
  },
  {
    weight: 5,
    arbitrary: fc.record({ minutesFromNow: fc.integer({ min: -30, max: -1 }), millis: fc.nat({ max: 999 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ minutesFromNow: fc.integer({ min: 60, max: 180 }), millis: fc.constant(0) }),
  },
);

/** Up to two of the first `count` indices. */
const fewOf = (count: number) => fc.subarray(indices(count), { maxLength: Math.min(2, count) });

const postShape = (contacts: number, entities: number, themes: number) =>
  fc.record({
    when: postDate,
    published: rarely(8).map((draft) => !draft),
    confidential: rarely(4),
    type: fc.constantFrom(...POST_TYPES),
    contacts: fewOf(contacts),
    entities: fewOf(entities),
    themes: fewOf(themes),
    alsoParents: rarely(3),
  });

export const worldShape: fc.Arbitrary<WorldShape> = fc
  .record({
    contacts: fc.integer({ min: 1, max: 4 }),
    entities: fc.integer({ min: 1, max: 4 }),
    themes: themeTree,
  })
  .chain((items) =>
    fc
      .array(postShape(items.contacts, items.entities, items.themes.length), { minLength: 20, maxLength: 80 })
      .map((posts) => ({ ...items, posts })),
  );

export interface World {
  contacts: string[];
  entities: string[];
  themes: { id: string; parent_id: string | null }[];
}

/** Creates the shape's items and posts, dated around `now`; its items are new, so no older post cites them. */
export async function createWorld(db: Db, shape: WorldShape, now: number): Promise<World> {
  const contacts = await Promise.all(indices(shape.contacts).map(() => createContact(db)));
  const entities = await Promise.all(indices(shape.entities).map(() => createEntity(db)));
  const themes: Awaited<ReturnType<typeof createTheme>>[] = [];
  for (const { parent, confidential } of shape.themes) {
    const above = parent === undefined ? undefined : themes[parent];
    themes.push(await createTheme(db, { confidential, ...(above && { parent: above }) }));
  }
  const idsOf = (list: { id: string }[], picked: number[]) => picked.map((i) => list[i]?.id ?? '');
  for (const post of shape.posts) {
    const parents = post.alsoParents ? post.themes.map((i) => shape.themes[i]?.parent) : [];
    const cited = [...new Set([...post.themes, ...parents.filter((i) => i !== undefined)])];
    await createPost(db, {
      publish_date: new Date(now + post.when.minutesFromNow * MINUTE - post.when.millis),
      is_published: post.published,
      confidential: post.confidential,
      type: post.type,
      contacts: idsOf(contacts, post.contacts),
      entities: idsOf(entities, post.entities),
      themes: idsOf(themes, cited),
    });
  }
  return {
    contacts: contacts.map((c) => c.id),
    entities: entities.map((e) => e.id),
    themes: themes.map(({ id, parent_id }) => ({ id, parent_id })),
  };
}
