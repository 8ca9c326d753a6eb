import type { ItemType } from '@vigie/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { citationIsVisible, visiblePosts } from '../access/confidentiality.ts';
import type { Viewer } from '../access/viewer.ts';
import type { FeedPosition } from '../posts/cursor.ts';
import { KINDS } from './kinds.ts';

/**
 * The visible posts citing the item itself over the last `days` days, as trend_counts counts them
 * (refresh.ts): a theme's sub-themes are not counted, so they are not listed. The page is read from the
 * link table's index, where each citation copies its post's date and visibility.
 */
export function itemPostsInWindow(
  db: Db,
  viewer: Viewer,
  kind: ItemType,
  id: string,
  days: number,
  { position, limit }: { position: FeedPosition | undefined; limit: number },
) {
  const { table, column } = KINDS.find((link) => link.type === kind)!;
  const after = position
    ? sql`AND (l.publish_date, l.post_id) < (${position.publishDate}::timestamptz, ${position.id}::char(24))`
    : sql``;
  const cited = sql`SELECT l.post_id FROM ${sql.table(table)} l
    WHERE ${sql.ref(`l.${column}`)} = ${id} AND ${citationIsVisible(viewer, 'l')}
      AND l.publish_date > now() - make_interval(days => ${days}::int) ${after}
    ORDER BY l.publish_date DESC, l.post_id DESC
    LIMIT ${sql.lit(limit)}`;
  return visiblePosts(db, viewer).where(sql<boolean>`posts.id IN (${cited})`);
}
