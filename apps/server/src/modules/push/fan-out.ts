import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { Database, PostType } from '../../db/database.ts';
import { idIn } from '../../db/id-lists.ts';
import { postIsVisibleToUser, themeIsVisibleToUser } from '../access/confidentiality.ts';
import { notifiedReaders } from './notified-readers.ts';
import { isQuiet } from './quiet-hours.ts';

/** Committing new queue rows notifies this channel, so a running drainer wakes at once. */
export const PUSH_CHANNEL = 'push_queue';

/** A post's type as the app names it, in each language a device may show (docs/product.md §2.18). */
const TYPE_LABELS: Record<'fr' | 'en', Record<PostType, string>> = {
  fr: { news: 'News', synthese: 'Synthese', memo: 'Memo' },
  en: { news: 'News', synthese: 'Synthesis', memo: 'Memo' },
};

/** A device of `users` whose `sessions` is still live, for an active user. */
export const deviceIsLive = (eb: ExpressionBuilder<Database, 'sessions' | 'users'>) =>
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
  return announce(db, Number(result.numInsertedOrUpdatedRows ?? 0));
}

/** Wakes the drainers once the queued rows commit; answers how many were queued. */
export async function announce(db: Db, queued: number): Promise<number> {
  // Delivered at commit: a drainer in any process wakes once the rows are visible.
  if (queued > 0) await sql`SELECT pg_notify(${PUSH_CHANNEL}, '')`.execute(db);
  return queued;
}

/**
 * Queues one push per device of every reader notified on an item the new posts cite or a saved search
 * they match, in one statement (10,000 recipients in well under a second); a reader in their quiet hours
 * at `now` gets the post held instead (quiet-hours.ts). Run it in the transaction that publishes the posts.
 */
export async function enqueuePostPushes(db: Db, postIds: string[], now = new Date()): Promise<number> {
  if (postIds.length === 0) return 0;
  await db
    .insertInto('held_pushes')
    .columns(['user_id', 'post_id'])
    .expression(
      db
        .selectFrom(notifiedReaders(db, postIds).as('notified'))
        .select(['notified.user_id', 'notified.post_id'])
        .where((eb) => isQuiet(eb.ref('notified.user_id'), now)),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  const rows = onTheirDevices(
    db
      .selectFrom(notifiedReaders(db, postIds).as('notified'))
      .innerJoin('users', 'users.id', 'notified.user_id')
      .innerJoin('posts', 'posts.id', 'notified.post_id'),
  )
    .where(sql<boolean>`NOT ${isQuiet(sql.ref('notified.user_id'), now)}`)
    .select([
      'device.id as subscription_id',
      sql<string>`jsonb_build_object(
      'title', CASE WHEN notified.search IS NULL THEN ${JSON.stringify(TYPE_LABELS)}::jsonb
          -> (CASE device.lang WHEN 'en' THEN 'en' ELSE 'fr' END) ->> posts.type
        WHEN device.lang = 'en' THEN 'Search “' || notified.search || '”'
        ELSE 'Recherche « ' || notified.search || ' »' END,
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

/** Queues a push to each device of the users a comment mentions, its author aside, in the device's language. */
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
      'title', CASE device.lang WHEN 'en' THEN 'New mention' ELSE 'Nouvelle mention' END,
      'body', trim(author.firstname || ' ' || author.lastname)
        || CASE device.lang WHEN 'en' THEN ' mentioned you: ' ELSE ' vous a mentionné : ' END || posts.title,
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
