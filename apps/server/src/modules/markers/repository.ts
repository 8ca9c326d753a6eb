import { UNREAD_COUNT_CAP } from '@vigie/contract';
import { type Expression, sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { ItemType } from '../../db/database.ts';
import { idIn } from '../../db/id-lists.ts';
import { postIsVisible, visiblePosts } from '../access/confidentiality.ts';
import type { Viewer } from '../access/viewer.ts';
import { citing } from '../posts/citing.ts';
import type { FeedPosition } from '../posts/cursor.ts';
import { focusedBy } from '../posts/focused.ts';
import { listedItems, listedKinds, listedWay } from '../posts/listed-items.ts';
import { newerThan, newestFirst, type PostKey, postKeys } from '../posts/repository.ts';

export interface MarkerMove {
  timeline: string;
  post_id: string;
  publish_date: Date;
}

/**
 * The viewer's markers of these timelines as they may see them: each marker's post, or the newest visible
 * post before it when that one became hidden (retracted, made confidential). A marker with no visible post
 * at or before it is left out: it would name nothing the reader may read.
 */
export async function markersOf(db: Db, viewer: Viewer, timelines: readonly string[]) {
  return db
    .selectFrom('read_markers as m')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('posts')
          .select(['posts.id', 'posts.publish_date'])
          .where(postIsVisible(viewer))
          .where(sql<boolean>`(posts.publish_date, posts.id) <= (m.publish_date, m.post_id)`)
          .orderBy('posts.publish_date', 'desc')
          .orderBy('posts.id', 'desc')
          .limit(1)
          .as('seen'),
      (join) => join.onTrue(),
    )
    .select(['m.timeline', 'm.updated_at', 'seen.id', 'seen.publish_date'])
    .where('m.user_id', '=', viewer.id)
    .where('m.timeline', '=', sql<string>`any(${timelines}::text[])`)
    .execute();
}

/** The visible posts of `ids` with their dates: only those may become a marker. */
export async function visiblePositions(db: Db, viewer: Viewer, ids: readonly string[]) {
  return visiblePosts(db, viewer)
    .select(['posts.id', 'posts.publish_date'])
    .where(idIn('posts.id', ids))
    .execute();
}

/** Which of these items the viewer follows (focus or notifications): only theirs take a marker. */
export async function followedItems(db: Db, userId: string, items: { type: ItemType; id: string }[]) {
  if (items.length === 0) return [];
  return db
    .selectFrom('item_settings')
    .select(['item_type', 'item_id'])
    .where('user_id', '=', userId)
    .where(
      idIn(
        'item_id',
        items.map((item) => item.id),
      ),
    )
    .execute();
}

/** Moves each marker forward in the feeds' (publish_date, id) order; an older position changes nothing. */
export async function moveForward(db: Db, userId: string, moves: MarkerMove[]): Promise<void> {
  if (moves.length === 0) return;
  await db
    .insertInto('read_markers')
    .values(moves.map((move) => ({ user_id: userId, ...move })))
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'timeline'])
        .doUpdateSet({
          post_id: (eb) => eb.ref('excluded.post_id'),
          publish_date: (eb) => eb.ref('excluded.publish_date'),
          updated_at: sql`now()`,
        })
        .where(
          sql<boolean>`(read_markers.publish_date, read_markers.post_id) < (excluded.publish_date, excluded.post_id)`,
        ),
    )
    .execute();
}

/** The keys of a timeline's posts newer than `since`, UNREAD_COUNT_CAP at most, as its feed reads them. */
function newerPosts(db: Db, viewer: Viewer, timeline: string, since: FeedPosition) {
  if (timeline === 'home') return newestFirst(newerThan(postKeys(db, viewer), since)).limit(UNREAD_COUNT_CAP);
  const window = { position: undefined, limit: UNREAD_COUNT_CAP, since };
  if (timeline === 'focus') return citing(db, viewer, focusedBy(viewer), [], window);
  const [type, id = ''] = timeline.split(':');
  const ids = { contacts: [] as string[], entities: [] as string[], themes: [] as string[] };
  ids[type === 'contact' ? 'contacts' : type === 'entity' ? 'entities' : 'themes'].push(id);
  return citing(db, viewer, listedItems(db, viewer, ids, listedKinds(ids)), [], window, listedWay(ids));
}

/**
 * The visible posts of a timeline newer than `since`, counted up to UNREAD_COUNT_CAP: the feed's keyset
 * index read from the newest down, stopping at the marker or the cap.
 */
export async function unreadCount(db: Db, viewer: Viewer, timeline: string, since: FeedPosition) {
  const newer: Expression<PostKey> = newerPosts(db, viewer, timeline, since);
  const { rows } = await sql<{ count: number }>`SELECT count(*)::int AS count FROM (${newer}) unread`.execute(
    db,
  );
  return rows[0]?.count ?? 0;
}
