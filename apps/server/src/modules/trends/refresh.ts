import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';

/** Periods kept in trend_counts: the trend windows, and 0 for all time. */
export const PERIODS = [0, 1, 7, 30] as const;

const counts = PERIODS.flatMap((days) =>
  (['all', 'public'] as const).map((audience) => {
    const conditions = [
      ...(days > 0 ? [`publish_date > now() - interval '${days} days'`] : []),
      ...(audience === 'public' ? ['NOT confidential', 'NOT restricted'] : []),
    ];
    const where = conditions.length ? ` AND ${conditions.join(' AND ')}` : '';
    const count = (type: string) => `count(*) FILTER (WHERE type = '${type}'${where})::int`;
    // A bare literal inside ROW() stays `unknown`, which unnest's column list refuses as text.
    return `(${days}, '${audience}'::text, ${count('memo')}, ${count('news')}, ${count('synthese')})`;
  }),
);

/**
 * Rebuilds the per-item post counts of every period and audience in one pass over the citations,
 * so that the trends and total_counts answers are simple index reads. Concurrent callers skip:
 * the one holding the lock writes the same result.
 */
export async function refreshTrendCounts(db: Db): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`SELECT pg_try_advisory_xact_lock(7461001) AS locked`.execute(trx);
    if (!rows[0]?.locked) return false;
    await trx.deleteFrom('trend_counts').execute();
    await sql
      .raw(`
      INSERT INTO trend_counts (period_days, audience, item_type, item_id, memo, news, synthese, total)
      SELECT c.period, c.audience, g.item_type, g.item_id, c.memo, c.news, c.synthese, c.memo + c.news + c.synthese
      FROM (
        SELECT item_type, item_id, ARRAY[${counts.map((c) => `ROW${c}`).join(', ')}] AS periods
        FROM (
          SELECT 'contact' AS item_type, l.contact_id AS item_id, p.type, p.confidential, p.publish_date, false AS restricted
          FROM post_contacts l JOIN posts p ON p.id = l.post_id WHERE p.is_published AND p.publish_date <= now()
          UNION ALL
          SELECT 'entity', l.entity_id, p.type, p.confidential, p.publish_date, false
          FROM post_entities l JOIN posts p ON p.id = l.post_id WHERE p.is_published AND p.publish_date <= now()
          UNION ALL
          SELECT 'theme', l.theme_id, p.type, p.confidential, p.publish_date, t.restricted
          FROM post_themes l JOIN posts p ON p.id = l.post_id JOIN themes t ON t.id = l.theme_id
          WHERE p.is_published AND p.publish_date <= now()
        ) cited
        GROUP BY item_type, item_id
      ) g
      CROSS JOIN LATERAL unnest(g.periods) AS c(period int, audience text, memo int, news int, synthese int)
      WHERE c.memo + c.news + c.synthese > 0`)
      .execute(trx);
    return true;
  });
}
