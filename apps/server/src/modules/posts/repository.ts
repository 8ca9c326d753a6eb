import type { Feed, PostType } from '@vigie/contract';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import { themeIsVisible } from '../access/confidentiality.ts';
import type { Viewer } from '../auth/viewer.ts';
import { selectCards, toPostCard } from './cards.ts';
import { encodeCursor, type FeedPosition } from './cursor.ts';

export const PAGE_SIZE = 20;

type CardQuery = ReturnType<typeof selectCards>;
type Rows<Q> = Q extends SelectQueryBuilder<Database, 'posts', infer O> ? O : never;

export interface Citations {
  contacts: string[];
  entities: string[];
  themes: string[];
}

/**
 * One newest-first page by keyset on (publish_date, id): constant time at any depth, stable under
 * inserts. `sortMatches` orders by an expression the date index cannot serve, which makes the
 * planner collect the (few) matching rows first instead of walking the index.
 */
export async function cardPage(
  query: CardQuery,
  after: FeedPosition | undefined,
  { limit = PAGE_SIZE, sortMatches = false } = {},
): Promise<Feed> {
  const newest = sortMatches
    ? sql<Date>`posts.publish_date + interval '0 seconds'`
    : sql<Date>`posts.publish_date`;
  const rows: Rows<CardQuery>[] = await query
    .$if(after !== undefined, (q) =>
      q.where((eb) =>
        eb(eb.refTuple('posts.publish_date', 'posts.id'), '<', eb.tuple(after!.publishDate, after!.id)),
      ),
    )
    .orderBy(newest, 'desc')
    .orderBy('posts.id', 'desc')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    data: page.map(toPostCard),
    cursor:
      rows.length > limit && last ? encodeCursor({ publishDate: last.publish_date, id: last.id }) : false,
  };
}

export const allCards = (db: Db, viewer: Viewer) => selectCards(db, viewer);

export const cardsByAuthor = (db: Db, viewer: Viewer, authorId: string) =>
  selectCards(db, viewer).where('posts.author_id', '=', authorId);

/** Posts citing any of the items (a theme brings its sub-themes), optionally of some types only. */
export function cardsCiting(db: Db, viewer: Viewer, citations: Citations, types: PostType[] = []) {
  return selectCards(db, viewer)
    .where((eb) => {
      const sources = [];
      if (citations.contacts.length) {
        sources.push(
          eb(
            'posts.id',
            'in',
            eb.selectFrom('post_contacts').select('post_id').where('contact_id', 'in', citations.contacts),
          ),
        );
      }
      if (citations.entities.length) {
        sources.push(
          eb(
            'posts.id',
            'in',
            eb.selectFrom('post_entities').select('post_id').where('entity_id', 'in', citations.entities),
          ),
        );
      }
      if (citations.themes.length) {
        const themes = themeAndDescendants(db, viewer, citations.themes);
        sources.push(
          eb(
            'posts.id',
            'in',
            eb.selectFrom('post_themes').select('post_id').where('theme_id', 'in', themes),
          ),
        );
      }
      return eb.or(sources);
    })
    .$if(types.length > 0, (q) => q.where('posts.type', 'in', types));
}

/** The visible themes among `ids` and below them, down to the third level. */
function themeAndDescendants(db: Kysely<Database>, viewer: Viewer, ids: string[]) {
  return db
    .selectFrom('themes')
    .select('themes.id')
    .where(themeIsVisible(viewer))
    .where((eb) =>
      eb.or([
        eb('themes.id', 'in', ids),
        eb('themes.parent_id', 'in', ids),
        eb(
          'themes.parent_id',
          'in',
          eb.selectFrom('themes as parent').select('parent.id').where('parent.parent_id', 'in', ids),
        ),
      ]),
    );
}

/** What the viewer focuses, by kind. */
export async function focusedItems(db: Db, userId: string): Promise<Citations> {
  const rows = await db
    .selectFrom('item_settings')
    .select(['item_type', 'item_id'])
    .where('user_id', '=', userId)
    .where('focus_enabled', '=', true)
    .execute();
  const of = (type: string) => rows.filter((r) => r.item_type === type).map((r) => r.item_id);
  return { contacts: of('contact'), entities: of('entity'), themes: of('theme') };
}

/** A post's attachments in their order. */
export async function attachmentsOf(db: Db, postId: string) {
  return db
    .selectFrom('attachments')
    .select(['id', 'filename', 'url'])
    .where('post_id', '=', postId)
    .orderBy('position')
    .execute();
}
