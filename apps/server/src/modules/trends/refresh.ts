import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { renderTrendAnswers } from './service.ts';

/** The trend windows, in days; trend_counts also keeps all-time totals as period 0. */
export const WINDOWS = [1, 7, 30] as const;
const LONGEST_WINDOW = Math.max(...WINDOWS);

/** Items whose all-time totals to rebuild; every item when omitted. */
export interface CountScope {
  contacts: string[];
  entities: string[];
  themes: string[];
}

const KINDS = [
  { type: 'contact', table: 'post_contacts', column: 'contact_id', scope: 'contacts' },
  { type: 'entity', table: 'post_entities', column: 'entity_id', scope: 'entities' },
  { type: 'theme', table: 'post_themes', column: 'theme_id', scope: 'themes' },
] as const;

function countColumns(periods: readonly number[]): string {
  const rows = periods.flatMap((days) =>
    (['all', 'public'] as const).map((audience) => {
      const conditions = [
        ...(days > 0 ? [`publish_date > now() - interval '${days} days'`] : []),
        ...(audience === 'public' ? ['NOT confidential', 'NOT restricted'] : []),
      ];
      const where = conditions.length ? ` AND ${conditions.join(' AND ')}` : '';
      const count = (type: string) => `count(*) FILTER (WHERE type = '${type}'${where})::int`;
      // A bare literal inside ROW() stays `unknown`, which unnest's column list refuses as text.
      return `ROW(${days}, '${audience}'::text, ${count('memo')}, ${count('news')}, ${count('synthese')})`;
    }),
  );
  return `ARRAY[${rows.join(', ')}]`;
}

/**
 * Per-item counts for the given periods, over the citations (`l`) each kind's `filter` keeps, read from the
 * link tables alone: a citation copies its post's date, flags and type (kept by the foreign key's cascade).
 */
function insertCounts(
  periods: readonly number[],
  filter: (kind: (typeof KINDS)[number]) => RawBuilder<unknown>,
) {
  const cited = KINDS.map(
    (kind) => sql`
      SELECT ${sql.lit(kind.type)} AS item_type, l.${sql.ref(kind.column)} AS item_id, l.type, l.confidential,
             l.publish_date, ${kind.type === 'theme' ? sql`t.restricted` : sql`false`} AS restricted
      FROM ${sql.table(kind.table)} l
      ${kind.type === 'theme' ? sql`JOIN themes t ON t.id = l.theme_id` : sql``}
      WHERE l.is_published AND l.publish_date <= now() AND ${filter(kind)}`,
  );
  return sql`
    INSERT INTO trend_counts (period_days, audience, item_type, item_id, memo, news, synthese, total, sort_key)
    SELECT c.period, c.audience, g.item_type, g.item_id, c.memo, c.news, c.synthese, c.memo + c.news + c.synthese,
           coalesce(CASE g.item_type
             WHEN 'contact' THEN (SELECT sort_key FROM contacts WHERE id = g.item_id)
             WHEN 'entity' THEN (SELECT sort_key FROM entities WHERE id = g.item_id)
             ELSE (SELECT sort_key FROM themes WHERE id = g.item_id) END, '')
    FROM (
      SELECT item_type, item_id, ${sql.raw(countColumns(periods))} AS periods
      FROM (${sql.join(cited, sql` UNION ALL `)}) cited
      GROUP BY item_type, item_id
    ) g
    CROSS JOIN LATERAL unnest(g.periods) AS c(period int, audience text, memo int, news int, synthese int)
    WHERE c.memo + c.news + c.synthese > 0`;
}

/** Runs `write` in a transaction holding the trend lock; a concurrent caller waits, then writes the same. */
async function underLock(db: Db, write: (trx: Db) => Promise<void>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(7461001)`.execute(trx);
    await write(trx);
  });
}

/** The citations of the items in `scope`, every citation without one. */
const inScope = (scope: CountScope | undefined) => (kind: (typeof KINDS)[number]) =>
  scope ? sql`l.${sql.ref(kind.column)} = ANY(${scope[kind.scope]}::char(24)[])` : sql`true`;

/** Deletes the counts of `periods` (windows or totals) of the items in `scope`, or of every item. */
async function deleteCounts(trx: Db, periods: 'windows' | 'totals', scope: CountScope | undefined) {
  let stale = trx.deleteFrom('trend_counts').where('period_days', periods === 'windows' ? '>' : '=', 0);
  if (scope) {
    stale = stale.where((eb) =>
      eb.or(
        KINDS.map((k) =>
          eb.and([
            eb('item_type', '=', k.type),
            eb('item_id', '=', sql<string>`ANY(${scope[k.scope]}::char(24)[])`),
          ]),
        ),
      ),
    );
  }
  await stale.execute();
}

/** The 1, 7 and 30-day counts of the items in `scope`, or of every item, from the last 30 days' posts. */
async function recountWindows(trx: Db, scope: CountScope | undefined): Promise<void> {
  await deleteCounts(trx, 'windows', scope);
  const recent = sql`l.publish_date > now() - ${sql.raw(`interval '${LONGEST_WINDOW} days'`)}`;
  await insertCounts(WINDOWS, (kind) => sql`${recent} AND ${inScope(scope)(kind)}`).execute(trx);
  await renderTrendAnswers(trx, WINDOWS);
  if (!scope)
    await sql`INSERT INTO trend_window_rebuilds (rebuilt_at) VALUES (now())
      ON CONFLICT (only_row) DO UPDATE SET rebuilt_at = excluded.rebuilt_at`.execute(trx);
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
 * Rebuilds every item's windows unless they were rebuilt, by this server or another, less than `freshForMs`
 * ago: the schedule's run, once per interval however many servers share the database. True when it rebuilt.
 */
export async function refreshStaleTrendWindows(db: Db, freshForMs: number): Promise<boolean> {
  let rebuilt = false;
  await underLock(db, async (trx) => {
    const { rows } = await sql<{ fresh: boolean }>`SELECT rebuilt_at > clock_timestamp()
      - ${freshForMs} * interval '1 millisecond' AS fresh FROM trend_window_rebuilds`.execute(trx);
    if (rows[0]?.fresh) return;
    await recountWindows(trx, undefined);
    rebuilt = true;
  });
  return rebuilt;
}

/** Rebuilds the all-time totals of the items in `scope`, or of every item (a full pass over the citations). */
export async function refreshTotals(db: Db, scope?: CountScope): Promise<void> {
  await underLock(db, async (trx) => {
    await deleteCounts(trx, 'totals', scope);
    await insertCounts([0], inScope(scope)).execute(trx);
  });
}

/** After posts were written: the windows, and the totals of the items in `scope` (all, after a bulk load). */
export async function refreshTrendCounts(db: Db, scope?: CountScope): Promise<void> {
  await refreshTrendWindows(db, scope);
  await refreshTotals(db, scope);
}
