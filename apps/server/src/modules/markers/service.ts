import type { Markers } from '@vigie/contract';
import type { Db } from '../../db/connect.ts';
import type { ItemType } from '../../db/database.ts';
import type { Viewer } from '../access/viewer.ts';
import * as repo from './repository.ts';

/** A followed item's timeline, `{type}:{id}`; null for home and focus. */
function itemOf(timeline: string): { type: ItemType; id: string } | null {
  const [type, id] = timeline.split(':');
  return id ? { type: type as ItemType, id } : null;
}

/** The viewer's markers of these timelines, each with its unread count (docs/product.md §10.16). */
export async function readMarkers(db: Db, viewer: Viewer, timelines: readonly string[]): Promise<Markers> {
  const rows = await repo.markersOf(db, viewer, timelines);
  const entries = await Promise.all(
    rows.map(async (row) => {
      const position = { publishDate: row.publish_date, id: row.id };
      const unread = await repo.unreadCount(db, viewer, row.timeline, position);
      const marker = {
        last_read_id: row.id,
        last_read_publish_date: row.publish_date.toISOString(),
        updated_at: row.updated_at.toISOString(),
        unread_count: unread,
      };
      return [row.timeline, marker] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/**
 * Moves markers forward and answers them as stored. A post the viewer may not see, an item they do not
 * follow and a post older than the marker change nothing: the answer then shows the marker as it was,
 * so nothing tells a hidden post from an unknown one.
 */
export async function saveMarkers(
  db: Db,
  viewer: Viewer,
  body: Record<string, { last_read_id: string }>,
): Promise<Markers> {
  const timelines = Object.keys(body);
  const items = timelines.map(itemOf).filter((item) => item !== null);
  const [posts, followed] = await Promise.all([
    repo.visiblePositions(
      db,
      viewer,
      timelines.map((timeline) => body[timeline]!.last_read_id),
    ),
    repo.followedItems(db, viewer.id, items),
  ]);
  const dateOf = new Map(posts.map((post) => [post.id, post.publish_date]));
  const follows = new Set(followed.map((item) => `${item.item_type}:${item.item_id}`));
  const moves = timelines.flatMap((timeline) => {
    const postId = body[timeline]!.last_read_id;
    const publishDate = dateOf.get(postId);
    const allowed = itemOf(timeline) === null || follows.has(timeline);
    return publishDate && allowed ? [{ timeline, post_id: postId, publish_date: publishDate }] : [];
  });
  await repo.moveForward(db, viewer.id, moves);
  return readMarkers(db, viewer, timelines);
}
