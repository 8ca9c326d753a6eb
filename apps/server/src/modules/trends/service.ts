import { type ItemType, Trends } from '@vigie/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { notFound } from '../../http/errors.ts';
import { SerializedJson } from '../../http/serialized-json.ts';
import type { Viewer } from '../access/viewer.ts';
import { type RefOf, refName, visibleItems } from '../items/repository.ts';
import { type PostsJson, pageJson } from '../posts/cards.ts';
import { newestKeys } from '../posts/repository.ts';
import { type FeedSource, feedRow } from '../posts/service.ts';
import { itemPostsInWindow } from './item-posts.ts';
import * as repo from './repository.ts';

/** How many items of each kind the trends answer lists. */
export const TOP_ITEMS = 50;

interface CountRow {
  memo: number;
  news: number;
  synthese: number;
  total: number;
}

/** Counts as answers carry them; an item no post cites has zeros. */
export const toCounts = (row: CountRow | undefined) => ({
  total_counts: row?.total ?? 0,
  counts: { memo: row?.memo ?? 0, news: row?.news ?? 0, synthese: row?.synthese ?? 0 },
});

/** One item's all-time counts as the viewer may see them. */
export async function itemCounts(db: Db, viewer: Viewer, kind: ItemType, id: string) {
  return toCounts(await repo.findCounts(db, viewer, kind, id));
}

interface TrendFeedQuery {
  days: number;
  cursor?: string | undefined;
  limit?: number | undefined;
}

/**
 * A trending item's posts over a trends period, with its name and its count over the same period: the
 * screen's count and its list agree (docs/product.md §2.13). 404 for an item the viewer may not see. One
 * statement, compiled once per kind like every feed's: the item, its count and the page were three.
 */
export async function trendFeed<K extends ItemType>(
  db: Db,
  viewer: Viewer,
  kind: K,
  id: string,
  { days, cursor, limit }: TrendFeedQuery,
): Promise<PostsJson> {
  const source: FeedSource = {
    shape: `trend ${kind}`,
    values: [id, days],
    keys: (reader, [itemId, period], window) =>
      newestKeys(
        itemPostsInWindow(db, reader, kind, itemId as string, period as number, window),
        window.position,
        window.limit,
      ),
    columns: (reader, [itemId, period]) => [
      sql`(${db
        .selectFrom(visibleItems(db, reader, kind))
        .select('item.ref')
        .where('item.id', '=', itemId as string)})`.as('ref'),
      repo.periodTotal(reader, kind, sql.val(itemId as string), period as number).as('total'),
    ],
  };
  const { page, columns } = await feedRow(db, viewer, source, { cursor, limit });
  const ref = columns.ref as RefOf[K] | null;
  if (!ref) throw notFound('Item');
  const confidential = 'confidential' in ref && ref.confidential;
  return pageJson(page, {
    item: { name: refName(ref), confidential, total_counts: columns.total as number },
  });
}

/** The most cited contacts, themes and entities over the last `days` days, as rendered at the last refresh. */
export async function trends(db: Db, viewer: Viewer, days: number): Promise<Trends | SerializedJson> {
  const rendered = await repo.findAnswer(db, viewer, days);
  if (rendered !== undefined) return new SerializedJson(rendered);
  const [ranked] = await rankTrends(db, [{ viewer, days }]);
  return ranked as Trends;
}

/** Renders and stores the trends answer of every window and audience: requests then read one row. */
export async function renderTrendAnswers(db: Db, windows: readonly number[]): Promise<void> {
  const answers = windows.flatMap((days) =>
    [true, false].map((has_confidential_access) => ({
      days,
      viewer: { id: '', role: 'reader', has_confidential_access } satisfies Viewer,
    })),
  );
  const bodies = await rankTrends(db, answers);
  await repo.saveAnswers(
    db,
    answers.map((answer, index) => ({ ...answer, body: bodies[index] })),
  );
}

const KINDS_SHOWN = ['contact', 'theme', 'entity'] as const;

/**
 * The trends of each window as its viewer may see them, checked against the contract here, once, so that
 * requests send the stored text as it is.
 */
async function rankTrends(db: Db, answers: { viewer: Viewer; days: number }[]): Promise<Trends[]> {
  const rankings = answers.flatMap(({ viewer, days }) => KINDS_SHOWN.map((kind) => ({ viewer, kind, days })));
  const lists = await repo.topItemsOfEach(db, rankings, TOP_ITEMS);
  const listed = (index: number) =>
    (lists[index] ?? []).map(({ ref, ...counts }) => ({ ...ref, ...toCounts(counts) }));
  return answers.map((_, answer) =>
    Trends.parse(
      Object.fromEntries(KINDS_SHOWN.map((kind, k) => [kind, listed(answer * KINDS_SHOWN.length + k)])),
    ),
  );
}
