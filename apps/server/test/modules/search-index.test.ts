import { beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../src/modules/access/viewer.ts';
import { searchKeys, toTsQuery } from '../../src/modules/posts/search.ts';
import { useTestApp } from '../helpers/app.ts';
import { planOf, postsAMinuteApart } from '../helpers/plans.ts';

const t = useTestApp();
const reader: Viewer = { id: 'reader', has_confidential_access: false, role: 'reader' };
const insider: Viewer = { ...reader, has_confidential_access: true };

beforeAll(() =>
  postsAMinuteApart(t.db, 60, (i) => (i % 3 === 0 ? `Budget de la Bourgogne ${i}` : `Note ${i}`)),
);

describe('the posts a search reads past the newest ones', () => {
  it.each([
    ['a reader', reader],
    ['a reader with confidential access', insider],
  ])('are read with their search vectors from the index alone, for %s', async (_, viewer) => {
    const plan = await planOf(
      t.db,
      (trx) => searchKeys(trx, viewer, toTsQuery('bourgogne'), { position: undefined, limit: 21 }),
      { bitmapScans: false },
    );
    expect(plan).toMatch(/Index Only Scan using posts_search_by_date/);
  });
});
