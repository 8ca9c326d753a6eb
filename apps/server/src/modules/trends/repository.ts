import type { ItemType } from '@vigie/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { countAudience } from '../access/confidentiality.ts';
import type { Viewer } from '../access/viewer.ts';
import { visibleItems } from '../items/repository.ts';

/** The period of trend_counts that holds all-time counts. */
export const ALL_TIME = 0;

/** One item's post counts over a period for the viewer's audience; undefined when no post cites it. */
export async function findCounts(db: Db, viewer: Viewer, kind: ItemType, id: string, period = ALL_TIME) {
  return db
    .selectFrom('trend_counts')
    .select(['memo', 'news', 'synthese', 'total'])
    .where('period_days', '=', period)
    .where('audience', '=', countAudience(viewer))
    .where('item_type', '=', kind)
    .where('item_id', '=', id)
    .executeTakeFirst();
}

/** The all-time post count of the item whose id is in `idColumn`, for the viewer's audience, 0 when none. */
export const allTimeTotal = (viewer: Viewer, kind: ItemType, idColumn: string) =>
  sql<number>`coalesce((SELECT tc.total FROM trend_counts tc
    WHERE tc.period_days = ${ALL_TIME} AND tc.audience = ${countAudience(viewer)}
      AND tc.item_type = ${kind} AND tc.item_id = ${sql.ref(idColumn)}), 0)`;

/** The most cited visible items of a kind over a period, by count then name, straight from the rank index. */
export async function topItems<K extends ItemType>(
  db: Db,
  viewer: Viewer,
  kind: K,
  days: number,
  limit: number,
) {
  return db
    .selectFrom('trend_counts')
    .innerJoin(visibleItems(db, viewer, kind), 'item.id', 'trend_counts.item_id')
    .select([
      'item.ref',
      'trend_counts.memo',
      'trend_counts.news',
      'trend_counts.synthese',
      'trend_counts.total',
    ])
    .where('trend_counts.period_days', '=', days)
    .where('trend_counts.audience', '=', countAudience(viewer))
    .where('trend_counts.item_type', '=', kind)
    .orderBy('trend_counts.total', 'desc')
    .orderBy('trend_counts.sort_key')
    .orderBy('trend_counts.item_id')
    .limit(limit)
    .execute();
}

/** The stored trends answer of a window for the viewer's audience. */
export async function findAnswer(db: Db, viewer: Viewer, days: number) {
  const row = await db
    .selectFrom('trend_answers')
    .select('body')
    .where('period_days', '=', days)
    .where('audience', '=', countAudience(viewer))
    .executeTakeFirst();
  return row?.body;
}

/** Kept in ASCII, as the cards are (migration 2026-12-04-ascii-cards): sent as it is read, many times. */
export async function saveAnswer(db: Db, viewer: Viewer, days: number, body: unknown): Promise<void> {
  const values = {
    period_days: days,
    audience: countAudience(viewer),
    body: sql<string>`json_ascii(${JSON.stringify(body)})`,
  };
  await db
    .insertInto('trend_answers')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['period_days', 'audience']).doUpdateSet({ body: values.body, refreshed_at: new Date() }),
    )
    .execute();
}
