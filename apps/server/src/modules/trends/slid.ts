import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { type CountScope, KINDS, now, windowStart } from './kinds.ts';

/** When the trend windows last slid (trend_window_rebuilds). */
const lastSlide = sql<Date>`(SELECT slid_at FROM trend_window_rebuilds)`;

/**
 * The items whose window counts time alone changed since the windows last slid: a citation of theirs left
 * the 1, 7 or 30-day window, or its post's date came. Any other change is a write, which recounts its
 * items as it is made. Read from each link table's date index, a few minutes of citations per window.
 */
export async function itemsSlidSinceLastSlide(trx: Db, windows: readonly number[]): Promise<CountScope> {
  const crossed = [0, ...windows].map(
    (days) =>
      sql`(l.publish_date > ${windowStart(lastSlide, days)} AND l.publish_date <= ${windowStart(now, days)})`,
  );
  const items = KINDS.map(
    (kind) => sql`SELECT ${sql.lit(kind.scope)} AS scope, l.${sql.ref(kind.column)} AS id
      FROM ${sql.table(kind.table)} l WHERE l.is_published AND (${sql.join(crossed, sql` OR `)})`,
  );
  const { rows } = await sql<{ scope: keyof CountScope; ids: string[] }>`
    SELECT c.scope, array_agg(DISTINCT c.id) AS ids FROM (${sql.join(items, sql` UNION ALL `)}) c
    GROUP BY c.scope`.execute(trx);
  const scope: CountScope = { contacts: [], entities: [], themes: [] };
  for (const { scope: kind, ids } of rows) scope[kind] = ids;
  return scope;
}

export const isEmpty = (scope: CountScope) => Object.values(scope).every((ids) => ids.length === 0);
