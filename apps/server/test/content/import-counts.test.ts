import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importContent } from '../../src/content/import.ts';
import type { Db } from '../../src/db/connect.ts';
import { createTestDatabase } from '../helpers/app.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.drop());

const CONTACT_A = 'c0000000000000000000000a';
const CONTACT_B = 'c0000000000000000000000b';
const file = (cited: string, daysAgo = 2) => ({
  contacts: [
    { id: CONTACT_A, firstname: 'Anne', lastname: 'Aubert' },
    { id: CONTACT_B, firstname: 'Bruno', lastname: 'Bertin' },
  ],
  posts: [
    {
      id: 'e00000000000000000000001',
      title: 'Note',
      type: 'memo',
      publish_date: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
      contacts: [cited],
    },
  ],
});

async function totals(period: number) {
  const rows = await db
    .selectFrom('trend_counts')
    .select(['item_id', 'total'])
    .where('period_days', '=', period)
    .where('audience', '=', 'public')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.item_id, r.total]));
}

describe('counts after an import', () => {
  it('follow a citation moved from one contact to another, in totals and windows', async () => {
    await importContent(db, file(CONTACT_A));
    expect(await totals(0)).toEqual({ [CONTACT_A]: 1 });
    expect(await totals(7)).toEqual({ [CONTACT_A]: 1 });
    expect(await totals(1)).toEqual({});
    await importContent(db, file(CONTACT_B, 0.5));
    expect(await totals(0)).toEqual({ [CONTACT_B]: 1 });
    expect(await totals(1)).toEqual({ [CONTACT_B]: 1 });
  });
});
