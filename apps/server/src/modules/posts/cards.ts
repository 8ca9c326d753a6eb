import type { PostCard } from '@vigie/contract';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../db/connect.ts';
import { themeIsVisible, visiblePosts } from '../access/confidentiality.ts';
import type { Viewer } from '../access/viewer.ts';

/** At most this many cited contacts and entities travel with a post (docs/product.md §7.1). */
export const MAX_CITED = 5;

/** Visible posts, before any selection: every feed narrows this. */
export type PostFilter = ReturnType<typeof visiblePosts>;

/**
 * The card columns of the posts a query keeps, with cited items, author and comment count, all in
 * the same query: on this machine a round trip costs more than the subqueries, and statements are
 * prepared once per connection (db/connect.ts), so the query's planning is paid once.
 */
export function selectCardRows(query: PostFilter, viewer: Viewer) {
  return query.select((eb) => [
    'posts.id',
    'posts.title',
    'posts.type',
    'posts.summary',
    'posts.img',
    'posts.is_published',
    'posts.publish_date',
    'posts.inserted_at',
    'posts.edited_at',
    'posts.confidential',
    'posts.geo',
    'posts.source_name',
    'posts.source_url',
    'posts.source_flag',
    jsonArrayFrom(
      eb
        .selectFrom('post_contacts')
        .innerJoin('contacts', 'contacts.id', 'post_contacts.contact_id')
        .select(['contacts.id', 'contacts.firstname', 'contacts.lastname', 'contacts.img'])
        .whereRef('post_contacts.post_id', '=', 'posts.id')
        .orderBy('post_contacts.position')
        .limit(MAX_CITED),
    ).as('contacts'),
    jsonArrayFrom(
      eb
        .selectFrom('post_entities')
        .innerJoin('entities', 'entities.id', 'post_entities.entity_id')
        .select(['entities.id', 'entities.name', 'entities.img'])
        .whereRef('post_entities.post_id', '=', 'posts.id')
        .orderBy('post_entities.position')
        .limit(MAX_CITED),
    ).as('entities'),
    jsonArrayFrom(
      eb
        .selectFrom('post_themes')
        .innerJoin('themes', 'themes.id', 'post_themes.theme_id')
        .select(['themes.id', 'themes.item', 'themes.confidential', 'themes.level'])
        .whereRef('post_themes.post_id', '=', 'posts.id')
        .where(themeIsVisible(viewer))
        .orderBy('post_themes.position'),
    ).as('themes'),
    jsonObjectFrom(
      eb
        .selectFrom('users')
        .select(['users.id', 'users.firstname', 'users.lastname', 'users.username', 'users.img'])
        .whereRef('users.id', '=', 'posts.author_id'),
    ).as('author'),
    eb
      .selectFrom('comments')
      .select((c) => c.fn.countAll<number>().as('count'))
      .whereRef('comments.post_id', '=', 'posts.id')
      .as('comments_count'),
  ]);
}
export type CardRow = Awaited<ReturnType<ReturnType<typeof selectCardRows>['execute']>>[number];

export const toCard = (row: CardRow): PostCard => ({
  ...row,
  publish_date: row.publish_date.toISOString(),
  inserted_at: row.inserted_at.toISOString(),
  edited_at: row.edited_at?.toISOString() ?? null,
  comments_count: row.comments_count ?? 0,
});

/** The cards of the given posts the viewer may see, in the given order. */
export async function loadCards(db: Db, viewer: Viewer, ids: string[]): Promise<PostCard[]> {
  if (ids.length === 0) return [];
  const rows = await selectCardRows(visiblePosts(db, viewer).where('posts.id', 'in', ids), viewer).execute();
  const byId = new Map(rows.map((r) => [r.id, toCard(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
