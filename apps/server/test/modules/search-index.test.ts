import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../src/modules/access/viewer.ts';
import { searchKeys, toTsQuery } from '../../src/modules/posts/search.ts';
import { useTestApp } from '../helpers/app.ts';
import { createPost } from '../helpers/factories.ts';

const t = useTestApp();
const reader: Viewer = { id: 'reader', has_confidential_access: false, role: 'reader' };
const insider: Viewer = { ...reader, has_confidential_access: true };

beforeAll(async () => {
  for (let i = 0; i < 60; i++)
    await createPost(t.db, {
      title: i % 3 === 0 ? `Budget de la Bourgogne ${i}` : `Note ${i}`,
      confidential: i % 10 === 0,
      publish_date: new Date(Date.now() - i * 60_000),
    });
  // Index-only reads need the visibility map, which VACUUM sets.
  await sql`VACUUM ANALYZE posts`.execute(t.db);
});

/** The plan of a search's statement, with sequential scans priced out as on a large table. */
async function searchPlan(viewer: Viewer): Promise<string> {
  return t.db.transaction().execute(async (trx) => {
    await sql`SET LOCAL enable_seqscan = off`.execute(trx);
    await sql`SET LOCAL enable_bitmapscan = off`.execute(trx);
    const keys = searchKeys(trx, viewer, toTsQuery('bourgogne'), { position: undefined, limit: 21 });
    const { rows } = await sql<{ 'QUERY PLAN': string }>`EXPLAIN ${keys}`.execute(trx);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('a search’s newest posts', () => {
  it.each([
    ['a reader', reader],
    ['a reader with confidential access', insider],
  ])('are read with their search vectors from the index alone, for %s', async (_, viewer) => {
    expect(await searchPlan(viewer)).toMatch(/Index Only Scan using posts_search_by_date/);
  });
});
