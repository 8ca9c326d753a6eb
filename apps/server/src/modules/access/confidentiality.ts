import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Viewer } from './viewer.ts';

type Queryable = Kysely<Database>;
const everything = sql<boolean>`true`;

/**
 * The one place that decides what a viewer may see. A user without confidential access never
 * receives a confidential post or a restricted theme (confidential itself or under a confidential
 * ancestor); every post and theme query starts from these, or filters with the conditions below.
 */
export function visiblePosts(db: Queryable, viewer: Viewer) {
  return db.selectFrom('posts').where(postIsVisible(viewer));
}

/**
 * The newsroom's posts in every state (drafts, scheduled, retracted): there only confidentiality hides a
 * post, so an editor without confidential access neither sees nor edits a confidential one.
 */
export function newsroomPosts(db: Queryable, viewer: Viewer) {
  return db
    .selectFrom('posts')
    .where((eb) => (viewer.has_confidential_access ? everything : eb('posts.confidential', '=', false)));
}

export function visibleThemes(db: Queryable, viewer: Viewer) {
  return db.selectFrom('themes').where(themeIsVisible(viewer));
}

/** The condition on `posts` for queries that cannot start from visiblePosts (joins, subqueries). */
export const postIsVisible = (viewer: Viewer) => (eb: ExpressionBuilder<Database, 'posts'>) =>
  eb.and([
    eb('posts.is_published', '=', true),
    eb('posts.publish_date', '<=', sql<Date>`now()`),
    viewer.has_confidential_access ? everything : eb('posts.confidential', '=', false),
  ]);

/**
 * postIsVisible on a citation (`alias` a link table: post_contacts, post_entities, post_themes), which
 * carries its post's date and flags (migration 2026-11-25-citation-feeds).
 */
export const citationIsVisible = (viewer: Viewer, alias: string) => {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  const confidentiality = viewer.has_confidential_access ? sql`` : sql`AND NOT ${column('confidential')}`;
  return sql<boolean>`${column('is_published')} AND ${column('publish_date')} <= now() ${confidentiality}`;
};

/**
 * When the next scheduled post becomes visible, with no write to announce it: the time side of
 * postIsVisible. One step in the feed index (posts_feed).
 */
export async function nextPublication(db: Queryable): Promise<Date | undefined> {
  const row = await db
    .selectFrom('posts')
    .select((eb) => eb.fn.min('posts.publish_date').as('at'))
    .where('posts.is_published', '=', true)
    .where('posts.publish_date', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row?.at ?? undefined;
}

/**
 * The stored card (posts/cards.ts) a viewer reads: without confidential access, the one without
 * restricted themes where the post cites any.
 */
export const storedCard = (viewer: Viewer) =>
  viewer.has_confidential_access
    ? sql<string>`post_cards.card`
    : sql<string>`coalesce(post_cards.public_card, post_cards.card)`;

/**
 * The themes a reader's focus follows (focus_sets, aliased `alias`) that the reader may see: without
 * confidential access, those that are not restricted.
 */
export const focusedThemes = (viewer: Viewer, alias: string) =>
  sql.ref(`${alias}.${viewer.has_confidential_access ? 'themes' : 'public_themes'}`);

/** The condition on `themes` for queries that cannot start from visibleThemes. */
export const themeIsVisible = (viewer: Viewer) => (eb: ExpressionBuilder<Database, 'themes'>) =>
  viewer.has_confidential_access ? everything : eb('themes.restricted', '=', false);

/**
 * The same two rules for many readers at once (push fan-out): the `users` joined to the query stand for
 * the viewer, so one statement can pick every user who may see a post or a theme.
 */
export const postIsVisibleToUser = (eb: ExpressionBuilder<Database, 'posts' | 'users'>) =>
  eb.and([
    eb('posts.is_published', '=', true),
    eb('posts.publish_date', '<=', sql<Date>`now()`),
    eb.or([eb('posts.confidential', '=', false), eb('users.has_confidential_access', '=', true)]),
  ]);

/**
 * The theme rule takes the user's id (`userIdColumn`) rather than a joined `users`: the user's row is read
 * only for a restricted theme, so the 10,000 followers of an open theme cost no lookup each.
 */
export const themeIsVisibleToUser = (userIdColumn: string) => (eb: ExpressionBuilder<Database, 'themes'>) =>
  eb.or([
    eb('themes.restricted', '=', false),
    eb.exists(
      eb
        .selectFrom('users as reader')
        .select('reader.id')
        .where('reader.id', '=', sql.ref<string>(userIdColumn))
        .where('reader.has_confidential_access', '=', true),
    ),
  ]);

/** The condition on `audit_log`: an entry about confidential content is for confidential access only. */
export const auditIsVisible = (viewer: Viewer) => (eb: ExpressionBuilder<Database, 'audit_log'>) =>
  viewer.has_confidential_access ? everything : eb('audit_log.confidential', '=', false);

/**
 * Which pre-aggregated counts a viewer reads: those counting confidential content, or not. Every rule
 * above reads nothing else of the viewer, so answers are shared between viewers of one audience.
 */
export const countAudience = (viewer: Viewer): 'all' | 'public' =>
  viewer.has_confidential_access ? 'all' : 'public';

/**
 * Items offered to a reader with an empty focus (docs/product.md §2.11.1) are chosen as a reader without
 * confidential access sees the directory: a restricted theme is never offered, whoever asks, and colleagues'
 * follows of restricted themes count for no one.
 */
export const suggestionViewer = (viewer: Viewer): Viewer => ({ ...viewer, has_confidential_access: false });
