import type { PostCard } from '@vigie/contract';
import type { Kysely } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Database } from '../../db/database.ts';
import { themeIsVisible, visiblePosts } from '../access/confidentiality.ts';
import type { Viewer } from '../auth/viewer.ts';

/** At most this many cited contacts and entities travel with a post (SPEC §3). */
export const MAX_CITED = 5;

/** Visible posts with everything a card shows, in one query: cited items, author, comment count. */
export function selectCards(db: Kysely<Database>, viewer: Viewer) {
  return visiblePosts(db, viewer).select((eb) => [
    'posts.id',
    'posts.title',
    'posts.type',
    'posts.summary',
    'posts.img',
    'posts.is_published',
    'posts.publish_date',
    'posts.inserted_at',
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

type CardRow = Awaited<ReturnType<ReturnType<typeof selectCards>['execute']>>[number];

export function toPostCard(row: CardRow): PostCard {
  return {
    ...row,
    publish_date: row.publish_date.toISOString(),
    inserted_at: row.inserted_at.toISOString(),
    comments_count: row.comments_count ?? 0,
  };
}
