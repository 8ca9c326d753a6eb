import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { type CountScope, itemInScope, KINDS } from './kinds.ts';

/**
 * Held shared by the link tables' triggers while they correct the settled counts (migration
 * 2026-12-10-settled-citations), and alone while the bound moves: no change falls between the two.
 */
const SETTLE_LOCK = 7461002;

/** Citations of published posts dated up to this are counted in settled_citations; later ones are not. */
export const settledUntil = sql<Date>`(SELECT settled_until FROM settled_citations_bound)`;

/** Counts the citations (`l`) dated up to now that `after` keeps into the settled counts; the bound becomes now. */
async function settleUpToNow(trx: Db, after: RawBuilder<boolean>): Promise<void> {
  const since = KINDS.map(
    (kind) => sql`SELECT ${sql.lit(kind.type)}, l.${sql.ref(kind.column)}, l.type, l.confidential, count(*)
      FROM ${sql.table(kind.table)} l
      WHERE l.is_published AND ${after} AND l.publish_date <= now()
      GROUP BY 2, 3, 4`,
  );
  await sql`INSERT INTO settled_citations AS s (item_type, item_id, type, confidential, n)
    ${sql.join(since, sql` UNION ALL `)}
    ON CONFLICT (item_type, item_id, type, confidential) DO UPDATE SET n = s.n + excluded.n`.execute(trx);
  await sql`UPDATE settled_citations_bound SET settled_until = now()`.execute(trx);
}

/**
 * Moves the bound to now, counting the citations it passes; false, leaving it, while a transaction
 * corrects settled counts: the trends schedule moves it at its next run rather than wait for writes.
 */
export async function settleCitations(trx: Db): Promise<boolean> {
  const { rows } = await sql<{
    locked: boolean;
  }>`SELECT pg_try_advisory_xact_lock(${SETTLE_LOCK}) AS locked`.execute(trx);
  if (!rows[0]?.locked) return false;
  await settleUpToNow(trx, sql`l.publish_date > ${settledUntil}`);
  return true;
}

/**
 * Recounts every settled count from the link tables, up to now. Without a lower bound each table is read
 * whole rather than through its date index: 2.1 s rather than 3.4 s for the 4.4M citations of 1M posts.
 */
export async function resettleCitations(trx: Db): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${SETTLE_LOCK})`.execute(trx);
  await sql`DELETE FROM settled_citations`.execute(trx);
  await settleUpToNow(trx, sql`true`);
}

/** The settled counts of the items in `scope` (all without one), as rows of trend counting's citations. */
export const settledCounts = (scope: CountScope | undefined) =>
  sql`SELECT item_type, item_id, type, confidential, 0 AS age, n FROM settled_citations
    WHERE n <> 0 ${scope ? sql`AND ${itemInScope(scope)}` : sql``}`;
