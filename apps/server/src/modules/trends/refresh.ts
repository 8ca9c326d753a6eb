import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { type CountScope, itemInScope, KINDS, type Kind, now, windowStart } from './kinds.ts';
import { renderTrendAnswers } from './service.ts';
import { resettleCitations, settleCitations, settledCounts, settledUntil } from './settled.ts';
import { isEmpty, itemsSlidSinceLastSlide } from './slid.ts';

/** The trend windows, in days; trend_counts also keeps all-time totals as period 0. */
export const WINDOWS = [1, 7, 30] as const;
const LONGEST_WINDOW = Math.max(...WINDOWS);

/** The citation (`l`) is dated within the last `days` days. */
const withinDays = (days: number) => sql<boolean>`l.publish_date > ${windowStart(now, days)}`;

/**
 * Per-item counts for the given periods (0: all time), over the citations (`l`) each kind's `filter` keeps,
 * read from the link tables alone: a citation copies its post's date, flags and type (kept by the foreign
 * key's cascade). Each link table's citations are first counted by item, type, confidentiality and the
 * shortest window holding them, then those few rows are summed into each period and audience: counting
 * every citation once per period, type and audience took twice as long. Grouped per table, the planner
 * expects few groups and hashes them; grouped after the union, it expected 158,786 and sorted 794,000
 * citations on disk. A theme's restriction, a property of the item, is read once per item. `counted`, rows
 * already counted the same way (settled.ts), are added to the citations.
 */
function insertCounts(
  periods: readonly number[],
  filter: (kind: Kind) => RawBuilder<unknown>,
  counted?: RawBuilder<unknown>,
) {
  const windows = periods.filter((days) => days > 0).sort((a, b) => a - b);
  const shortestWindow = sql.join(
    windows.map((days) => sql`WHEN ${withinDays(days)} THEN ${sql.lit(days)}`),
    sql` `,
  );
  const age = windows.length > 0 ? sql`CASE ${shortestWindow} ELSE 0 END` : sql`0`;
  const linked = KINDS.map(
    (kind) => sql`
      SELECT ${sql.lit(kind.type)} AS item_type, l.${sql.ref(kind.column)} AS item_id, l.type, l.confidential,
             ${age} AS age, count(*) AS n
      FROM ${sql.table(kind.table)} l
      WHERE l.is_published AND l.publish_date <= now() AND ${filter(kind)}
      GROUP BY 2, 3, 4, 5`,
  );
  const cited = counted ? [...linked, counted] : linked;
  const ofType = (type: string) => sql`coalesce(sum(c.n) FILTER (WHERE c.type = ${sql.lit(type)}), 0)::int`;
  const periodRows = sql.join(periods.map((days) => sql`(${sql.lit(days)})`));
  return sql`
    INSERT INTO trend_counts (period_days, audience, item_type, item_id, memo, news, synthese, total, sort_key)
    SELECT g.period, g.audience, g.item_type, g.item_id, g.memo, g.news, g.synthese, g.memo + g.news + g.synthese,
           coalesce(CASE g.item_type
             WHEN 'contact' THEN (SELECT sort_key FROM contacts WHERE id = g.item_id)
             WHEN 'entity' THEN (SELECT sort_key FROM entities WHERE id = g.item_id)
             ELSE (SELECT sort_key FROM themes WHERE id = g.item_id) END, '')
    FROM (
      SELECT p.period, a.audience, c.item_type, c.item_id,
             ${ofType('memo')} AS memo, ${ofType('news')} AS news, ${ofType('synthese')} AS synthese
      FROM (${sql.join(cited, sql` UNION ALL `)}) c
      LEFT JOIN themes t ON c.item_type = 'theme' AND t.id = c.item_id
      CROSS JOIN (VALUES ${periodRows}) AS p(period)
      CROSS JOIN (VALUES ('all'), ('public')) AS a(audience)
      WHERE (p.period = 0 OR c.age BETWEEN 1 AND p.period)
        AND (a.audience = 'all' OR NOT (c.confidential OR coalesce(t.restricted, false)))
      GROUP BY p.period, a.audience, c.item_type, c.item_id
    ) g`;
}

/** Runs `write` in a transaction holding the trend lock; a concurrent caller waits, then writes the same. */
async function underLock(db: Db, write: (trx: Db) => Promise<void>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(7461001)`.execute(trx);
    await write(trx);
  });
}

/** The citations of the items in `scope`, every citation without one. */
const inScope = (scope: CountScope | undefined) => (kind: Kind) =>
  scope ? sql`l.${sql.ref(kind.column)} = ANY(${scope[kind.scope]}::char(24)[])` : sql`true`;

/** Deletes the counts of `periods` (windows or totals) of the items in `scope`, or of every item. */
async function deleteCounts(trx: Db, periods: 'windows' | 'totals', scope: CountScope | undefined) {
  const stale = trx.deleteFrom('trend_counts').where('period_days', periods === 'windows' ? '>' : '=', 0);
  await (scope ? stale.where(itemInScope(scope)) : stale).execute();
}

/** The 1, 7 and 30-day counts of the items in `scope`, or of every item, from the last 30 days' posts. */
async function recountWindows(trx: Db, scope: CountScope | undefined): Promise<void> {
  await deleteCounts(trx, 'windows', scope);
  await insertCounts(
    WINDOWS,
    (kind) => sql`${withinDays(LONGEST_WINDOW)} AND ${inScope(scope)(kind)}`,
  ).execute(trx);
  await renderTrendAnswers(trx, WINDOWS);
  if (!scope)
    await sql`INSERT INTO trend_window_rebuilds (rebuilt_at, slid_at) VALUES (now(), now())
      ON CONFLICT (only_row) DO UPDATE SET rebuilt_at = now(), slid_at = now()`.execute(trx);
}

/** Recounts the items whose windows time alone changed since they last slid (slid.ts). */
async function slideWindows(trx: Db): Promise<void> {
  const moved = await itemsSlidSinceLastSlide(trx, WINDOWS);
  if (!isEmpty(moved)) await recountWindows(trx, moved);
  await sql`UPDATE trend_window_rebuilds SET slid_at = now()`.execute(trx);
}

/**
 * Rebuilds the 1, 7 and 30-day counts of the items in `scope` or of every item, then the trends answers
 * from them. Every item's runs on a schedule as the windows slide (0.5–0.9 s at 1M posts); a written post's
 * items' only, when it is written (0.13 s for the most cited items, half of it rendering the answers).
 */
export async function refreshTrendWindows(db: Db, scope?: CountScope): Promise<void> {
  await underLock(db, (trx) => recountWindows(trx, scope));
}

/**
 * Every item's windows are rebuilt at least this often: runs in between recount only the items time moved,
 * 0.15–0.34 s rather than 0.7–1.2 s at 1M posts (the most cited items are in every slice), and a full
 * rebuild mends counts that anything else left wrong.
 */
const FULL_REBUILD_MS = 3_600_000;

/**
 * The schedule's run: slides the windows unless they slid, by this server or another, less than
 * `freshForMs` ago, by rebuilding every item's if the last rebuild is `fullAfterMs` old, else by recounting
 * the items time moved. Once per interval however many servers share the database. True when it ran.
 */
export async function refreshStaleTrendWindows(
  db: Db,
  freshForMs: number,
  fullAfterMs = FULL_REBUILD_MS,
): Promise<boolean> {
  let ran = false;
  await underLock(db, async (trx) => {
    const since = (ms: number) => sql<boolean>`clock_timestamp() - ${ms} * interval '1 millisecond'`;
    const { rows } = await sql<{
      fresh: boolean;
      due: boolean;
    }>`SELECT slid_at > ${since(freshForMs)} AS fresh,
      rebuilt_at <= ${since(fullAfterMs)} AS due FROM trend_window_rebuilds`.execute(trx);
    const last = rows[0];
    if (last?.fresh) return;
    await (last && !last.due ? slideWindows(trx) : recountWindows(trx, undefined));
    await settleCitations(trx);
    ran = true;
  });
  return ran;
}

/**
 * Rebuilds the all-time totals of the items in `scope` from their settled counts and their citations since
 * (those of the last interval of the trends schedule). Every item's recounts all citations, settled anew.
 */
export async function refreshTotals(db: Db, scope?: CountScope): Promise<void> {
  await underLock(db, async (trx) => {
    if (!scope) await resettleCitations(trx);
    await deleteCounts(trx, 'totals', scope);
    const sinceSettled = (kind: Kind) => sql`l.publish_date > ${settledUntil} AND ${inScope(scope)(kind)}`;
    await insertCounts([0], sinceSettled, settledCounts(scope)).execute(trx);
  });
}

/** After posts were written: the windows, and the totals of the items in `scope` (all, after a bulk load). */
export async function refreshTrendCounts(db: Db, scope?: CountScope): Promise<void> {
  await refreshTrendWindows(db, scope);
  await refreshTotals(db, scope);
}
