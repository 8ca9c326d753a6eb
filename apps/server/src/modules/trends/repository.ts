import type { ItemType } from '@vigie/contract';
import { type Expression, sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { countAudience } from '../access/confidentiality.ts';
import type { Viewer } from '../access/viewer.ts';
import { visibleItems } from '../items/repository.ts';

/** The period of trend_counts that holds all-time counts. */
export const ALL_TIME = 0;

/** One item's all-time post counts for the viewer's audience; undefined when no post cites it. */
export async function findCounts(db: Db, viewer: Viewer, kind: ItemType, id: string) {
  return db
    .selectFrom('trend_counts')
    .select(['memo', 'news', 'synthese', 'total'])
    .where('period_days', '=', ALL_TIME)
    .where('audience', '=', countAudience(viewer))
    .where('item_type', '=', kind)
    .where('item_id', '=', id)
    .executeTakeFirst();
}

/** The post count over a period of the item `id` (a value or a column), for the viewer's audience, 0 when none. */
export const periodTotal = (viewer: Viewer, kind: ItemType, id: Expression<string>, period: number) =>
  sql<number>`coalesce((SELECT tc.total FROM trend_counts tc
    WHERE tc.period_days = ${period} AND tc.audience = ${countAudience(viewer)}
      AND tc.item_type = ${kind} AND tc.item_id = ${id}), 0)`;

/** The all-time post count of the item whose id is in `idColumn`, for the viewer's audience, 0 when none. */
export const allTimeTotal = (viewer: Viewer, kind: ItemType, idColumn: string) =>
  periodTotal(viewer, kind, sql.ref(idColumn), ALL_TIME);

/** How trends rank items: by count, then by name. */
const RANK_ORDER = sql`trend_counts.total DESC, trend_counts.sort_key, trend_counts.item_id`;

/** The most cited visible items of a kind over a period, by count then name, straight from the rank index. */
const topItemsQuery = <K extends ItemType>(db: Db, viewer: Viewer, kind: K, days: number, limit: number) =>
  db
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
    .orderBy(RANK_ORDER)
    .limit(limit);

export async function topItems<K extends ItemType>(
  db: Db,
  viewer: Viewer,
  kind: K,
  days: number,
  limit: number,
) {
  return topItemsQuery(db, viewer, kind, days, limit).execute();
}

/** One trends list: the most cited items of a kind over a period, as an audience may see them. */
export interface Ranking {
  viewer: Viewer;
  kind: ItemType;
  days: number;
}
type RankedItem = Awaited<ReturnType<typeof topItems>>[number];

/**
 * The top items of each ranking, in one statement: the 18 lists of the trends answers took a round trip
 * each, and rendering them took longer than the recount that precedes it.
 */
export async function topItemsOfEach(db: Db, rankings: readonly Ranking[], limit: number) {
  const lists = rankings.map(
    ({ viewer, kind, days }, index) =>
      sql`(${topItemsQuery(db, viewer, kind, days, limit).select([
        sql.lit(index).as('ranking'),
        sql<number>`row_number() OVER (ORDER BY ${RANK_ORDER})`.as('rank'),
      ])})`,
  );
  const { rows } = await sql<
    RankedItem & { ranking: number }
  >`SELECT * FROM (${sql.join(lists, sql` UNION ALL `)})
    ranked ORDER BY ranking, rank`.execute(db);
  return rankings.map((_, index) => rows.filter((row) => row.ranking === index));
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

/** JSON with every character past ASCII escaped, as the cards are kept (migration 2026-12-04-ascii-cards). */
const asciiJson = (body: unknown) =>
  JSON.stringify(body).replace(
    /[\u0080-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** Stores trends answers, one per window and audience; kept in ASCII: sent as they are read, many times. */
export async function saveAnswers(db: Db, answers: { viewer: Viewer; days: number; body: unknown }[]) {
  await db
    .insertInto('trend_answers')
    .values(
      answers.map(({ viewer, days, body }) => ({
        period_days: days,
        audience: countAudience(viewer),
        body: asciiJson(body),
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['period_days', 'audience'])
        .doUpdateSet((eb) => ({ body: eb.ref('excluded.body'), refreshed_at: new Date() })),
    )
    .execute();
}
