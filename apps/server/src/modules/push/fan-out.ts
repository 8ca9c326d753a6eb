import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { Database, PostType } from '../../db/database.ts';
import { idIn } from '../../db/id-lists.ts';
import { postIsVisibleToUser, themeIsVisibleToUser } from '../access/confidentiality.ts';

/** Committing new queue rows notifies this channel, so a running drainer wakes at once. */
export const PUSH_CHANNEL = 'push_queue';

const TYPE_LABELS: Record<PostType, string> = { news: 'News', synthese: 'Synthese', memo: 'Memo' };

/** Users with notifications on an item the posts cite, once per post and user. */
function notifiedReaders(db: Db, postIds: string[]) {
  const byContact = db
    .selectFrom('post_contacts as cited')
    .innerJoin('item_settings as s', (join) =>
      join.on('s.item_type', '=', 'contact').onRef('s.item_id', '=', 'cited.contact_id'),
    )
    .select(['cited.post_id', 's.user_id'])
    .where(idIn('cited.post_id', postIds))
    .where('s.notification_enabled', '=', true);
  const byEntity = db
    .selectFrom('post_entities as cited')
    .innerJoin('item_settings as s', (join) =>
      join.on('s.item_type', '=', 'entity').onRef('s.item_id', '=', 'cited.entity_id'),
    )
    .select(['cited.post_id', 's.user_id'])
    .where(idIn('cited.post_id', postIds))
    .where('s.notification_enabled', '=', true);
  // A theme counts when cited or above a cited theme; themes are at most three levels deep, so a
  // theme's ancestors are its parent and its root. A theme the user may not see does not count.
  const byTheme = db
    .selectFrom('post_themes as cited')
    .innerJoin('themes as leaf', 'leaf.id', 'cited.theme_id')
    .innerJoin('themes', (join) =>
      join.on((eb) =>
        eb('themes.id', 'in', [eb.ref('leaf.id'), eb.ref('leaf.parent_id'), eb.ref('leaf.root_id')]),
      ),
    )
    .innerJoin('item_settings as s', (join) =>
      join.on('s.item_type', '=', 'theme').onRef('s.item_id', '=', 'themes.id'),
    )
    .select(['cited.post_id', 's.user_id'])
    .where(idIn('cited.post_id', postIds))
    .where('s.notification_enabled', '=', true)
    .where(themeIsVisibleToUser('s.user_id'));
  return byContact.union(byEntity).union(byTheme);
}

/** A device of `users` whose `sessions` is still live, for an active user. */
const deviceIsLive = (eb: ExpressionBuilder<Database, 'sessions' | 'users'>) =>
  eb.and([eb('sessions.expires_at', '>', sql<Date>`now()`), eb('users.is_active', '=', true)]);

/** The devices a query's `users` receive pushes on, for a post they may see. */
function onTheirDevices<O>(query: SelectQueryBuilder<Database, 'users' | 'posts', O>) {
  return query
    .innerJoin('push_subscriptions as device', 'device.user_id', 'users.id')
    .innerJoin('sessions', 'sessions.token_hash', 'device.session_hash')
    .where(deviceIsLive)
    .where(postIsVisibleToUser);
}

async function enqueue(
  db: Db,
  rows: SelectQueryBuilder<Database, never, { subscription_id: string; payload: string }>,
): Promise<number> {
  const result = await db
    .insertInto('push_queue')
    .columns(['subscription_id', 'payload'])
    .expression(rows)
    .executeTakeFirst();
  const queued = Number(result.numInsertedOrUpdatedRows ?? 0);
  // Delivered at commit: a drainer in any process wakes once the rows are visible.
  if (queued > 0) await sql`SELECT pg_notify(${PUSH_CHANNEL}, '')`.execute(db);
  return queued;
}

/**
 * Queues one push per device of every reader notified on an item the new posts cite, in one statement
 * (10,000 recipients in well under a second). Run it in the transaction that publishes the posts.
 */
export async function enqueuePostPushes(db: Db, postIds: string[]): Promise<number> {
  if (postIds.length === 0) return 0;
  const rows = onTheirDevices(
    db
      .selectFrom(notifiedReaders(db, postIds).as('notified'))
      .innerJoin('users', 'users.id', 'notified.user_id')
      .innerJoin('posts', 'posts.id', 'notified.post_id'),
  ).select([
    'device.id as subscription_id',
    sql<string>`jsonb_build_object(
      'title', ${JSON.stringify(TYPE_LABELS)}::jsonb ->> posts.type,
      'body', posts.title,
      'url', '/app/post/' || posts.id,
      'tag', 'post-' || posts.id)`.as('payload'),
  ]);
  return enqueue(db, rows);
}

export interface Mention {
  commentId: string;
  postId: string;
  authorId: string;
  userIds: string[];
}

/** Queues a push to each device of the users a comment mentions, its author aside. */
export async function enqueueMentionPushes(db: Db, mention: Mention): Promise<number> {
  const userIds = [...new Set(mention.userIds)].filter((id) => id !== mention.authorId);
  if (userIds.length === 0) return 0;
  const rows = onTheirDevices(
    db
      .selectFrom('users')
      .innerJoin('posts', (join) => join.on('posts.id', '=', mention.postId))
      .innerJoin('users as author', (join) => join.on('author.id', '=', mention.authorId))
      .where(idIn('users.id', userIds)),
  ).select([
    'device.id as subscription_id',
    sql<string>`jsonb_build_object(
      'title', 'Nouvelle mention',
      'body', trim(author.firstname || ' ' || author.lastname) || ' vous a mentionné : ' || posts.title,
      'url', '/app/post/' || posts.id || '?focus_comment=true',
      'tag', 'mention-' || ${mention.commentId}::text)`.as('payload'),
  ]);
  return enqueue(db, rows);
}

export interface StanceDrift {
  changeId: number;
  itemType: 'contact' | 'entity';
  itemId: string;
  themeId: string;
  /** The item's name. */
  title: string;
  /** The change in words, in each language a device may show. */
  body: Record<'fr' | 'en', string>;
}

/**
 * Queues a push to each device of the users with notifications on the item whose stance changed, in the
 * device's language; a follower who may not see the theme gets nothing (docs/product.md §10.9.9).
 */
export async function enqueueStancePushes(db: Db, drift: StanceDrift): Promise<number> {
  const rows = db
    .selectFrom('item_settings as s')
    .innerJoin('users', 'users.id', 's.user_id')
    .innerJoin('push_subscriptions as device', 'device.user_id', 'users.id')
    .innerJoin('sessions', 'sessions.token_hash', 'device.session_hash')
    .innerJoin('themes', (join) => join.on('themes.id', '=', drift.themeId))
    .where('s.item_type', '=', drift.itemType)
    .where('s.item_id', '=', drift.itemId)
    .where('s.notification_enabled', '=', true)
    .where(deviceIsLive)
    .where(themeIsVisibleToUser('s.user_id'))
    .select([
      'device.id as subscription_id',
      sql<string>`jsonb_build_object(
      'title', ${drift.title}::text,
      'body', CASE device.lang WHEN 'en' THEN ${drift.body.en}::text ELSE ${drift.body.fr}::text END,
      'url', ${`/app/${drift.itemType}/${drift.itemId}`}::text,
      'tag', ${`stance-${drift.changeId}`}::text)`.as('payload'),
    ]);
  return enqueue(db, rows);
}
