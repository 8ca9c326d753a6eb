import { randomBytes } from 'node:crypto';
import type { Feed, PostCard, PostType } from '@vigie/contract';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../../src/db/connect.ts';
import { createPost } from './factories.ts';
import { POST_TYPES, rarely } from './feed-worlds.ts';
import { call } from './http.ts';

export interface FeedItems {
  contacts: string[];
  entities: string[];
  themes: string[];
}

/**
 * The personal feed stated as plainly as SQL allows, from `posts` and not from the dates and flags the
 * citations copy: visible posts citing an item or a visible theme below a given one, newest first.
 */
export async function referenceFeed(db: Db, items: FeedItems, types: PostType[], insider: boolean) {
  const ids = (list: string[]) => sql`${list}::char(24)[]`;
  const { rows } = await sql<{ id: string }>`
    WITH RECURSIVE subtree(id) AS (
      SELECT id FROM themes WHERE id = ANY(${ids(items.themes)})
      UNION SELECT child.id FROM themes child JOIN subtree ON child.parent_id = subtree.id
    ), cited(post_id) AS (
      SELECT post_id FROM post_contacts WHERE contact_id = ANY(${ids(items.contacts)})
      UNION SELECT post_id FROM post_entities WHERE entity_id = ANY(${ids(items.entities)})
      UNION SELECT post_id FROM post_themes WHERE theme_id IN (
        SELECT id FROM themes WHERE id IN (SELECT id FROM subtree) AND (${insider} OR NOT restricted))
    )
    SELECT id FROM posts
    WHERE is_published AND publish_date <= now() AND (${insider} OR NOT confidential)
      AND id IN (SELECT post_id FROM cited)
      AND (cardinality(${types}::text[]) = 0 OR type = ANY(${types}::text[]))
    ORDER BY publish_date DESC, id DESC`.execute(db);
  return rows.map((row) => row.id);
}

/** A post written while a reader is between two pages, placed relative to the last post shown. */
export interface Insertion {
  at: 'newest' | 'same date, after' | 'same date, before' | 'older';
  minutesOlder: number;
  /** Which of the queried items it cites (modulo their number). */
  cite: number;
  published: boolean;
  confidential: boolean;
  type: PostType;
}

export const insertion: fc.Arbitrary<Insertion> = fc.record({
  at: fc.constantFrom('newest', 'same date, after', 'same date, before', 'older'),
  minutesOlder: fc.nat({ max: 20 }),
  cite: fc.nat(),
  published: rarely(6).map((draft) => !draft),
  confidential: rarely(4),
  type: fc.constantFrom(...POST_TYPES),
});

/** An id after (or before) `id` by a random gap, so that a later insertion beside this one takes another id. */
const idBeside = (id: string, direction: 1n | -1n) =>
  (BigInt(`0x${id}`) + direction * (1n + BigInt(`0x${randomBytes(4).toString('hex')}`)))
    .toString(16)
    .padStart(24, '0');

/** Writes the insertion; `ahead` when it sorts before `last`, where a keyset cursor no longer looks. */
async function insertPost(db: Db, plan: Insertion, last: PostCard, citable: FeedItems) {
  const lastDate = new Date(last.publish_date).getTime();
  const [publishDate, id] = {
    newest: [Date.now() - 5, undefined],
    'same date, after': [lastDate, idBeside(last.id, 1n)],
    'same date, before': [lastDate, idBeside(last.id, -1n)],
    older: [lastDate - plan.minutesOlder * 60_000 - 1, undefined],
  }[plan.at] as [number, string | undefined];
  const targets = [
    ...citable.contacts.map((contact) => ({ contacts: [contact] })),
    ...citable.entities.map((entity) => ({ entities: [entity] })),
    ...citable.themes.map((theme) => ({ themes: [theme] })),
  ];
  const post = await createPost(db, {
    ...(id && { id }),
    publish_date: new Date(publishDate),
    is_published: plan.published,
    confidential: plan.confidential,
    type: plan.type,
    ...targets[plan.cite % targets.length],
  });
  return { id: post.id, ahead: plan.at === 'newest' || plan.at === 'same date, after' };
}

export interface Walk {
  app: FastifyInstance;
  db: Db;
  path: string;
  cookie: string;
  limit: number | undefined;
  /** What to write after each page, by page number; null for nothing. */
  insertions: (Insertion | null)[];
  /** The items inserted posts cite: the queried ones and their sub-themes. */
  citable: FeedItems;
}

/** Reads every page, checking each is full but the last, and writes the planned posts between pages. */
export async function walkFeed({ app, db, path, cookie, limit, insertions, citable }: Walk) {
  const seen: string[] = [];
  const insertedAhead: string[] = [];
  let cursor: string | undefined;
  for (let page = 0; ; page++) {
    const query = new URLSearchParams(path.split('?')[1]);
    if (limit !== undefined) query.set('limit', String(limit));
    if (cursor) query.set('cursor', cursor);
    const response = await call(app, 'GET', `${path.split('?')[0]}?${query}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    const body: Feed = response.json();
    seen.push(...body.data.map((post) => post.id));
    const last = body.data.at(-1);
    if (body.cursor === false || !last) {
      // A cursor promises a next page: only an empty feed has an empty page.
      if (page > 0) expect(body.data.length, `page ${page} of ${path}`).toBeGreaterThan(0);
      expect(body.cursor, `page ${page} of ${path}`).toBe(false);
      break;
    }
    expect(body.data, `page ${page} of ${path}`).toHaveLength(limit ?? 20);
    cursor = body.cursor;
    const plan = insertions[page];
    if (plan) {
      const inserted = await insertPost(db, plan, last, citable);
      if (inserted.ahead) insertedAhead.push(inserted.id);
    }
  }
  return { seen, insertedAhead };
}
